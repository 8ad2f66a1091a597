import { hindiRupeesInWords } from "./amount-in-words-hi";
import { teluguRupeesInWords } from "./amount-in-words-te";

// Amounts in words as Indian receipts write them, with the Indian grouping
// (thousand, lakh, crore): 9147 is "Rupees nine thousand one hundred forty-seven only".

const ones = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function belowHundred(n: number): string {
  if (n < 20) return ones[n] ?? "";
  const unit = n % 10;
  return unit === 0 ? (tens[Math.floor(n / 10)] ?? "") : `${tens[Math.floor(n / 10)]}-${ones[unit]}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = [];
  if (hundreds > 0) parts.push(`${ones[hundreds]} hundred`);
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(" ");
}

/** A whole number in words, Indian style: 1,23,45,678 is "one crore twenty-three lakh forty-five thousand six hundred seventy-eight". */
export function indianNumberInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not a whole amount: ${value}`);
  if (value === 0) return "zero";
  const crores = Math.floor(value / 10_000_000);
  const lakhs = Math.floor((value % 10_000_000) / 100_000);
  const thousands = Math.floor((value % 100_000) / 1000);
  const rest = value % 1000;
  const parts = [];
  if (crores > 0) parts.push(`${indianNumberInWords(crores)} crore`);
  if (lakhs > 0) parts.push(`${belowHundred(lakhs)} lakh`);
  if (thousands > 0) parts.push(`${belowHundred(thousands)} thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(" ");
}

function englishRupeesInWords(rupees: number, paise: number): string {
  return `Rupees ${indianNumberInWords(rupees)}${paise > 0 ? ` and ${belowHundred(paise)} paise` : ""} only`;
}

/** The languages an amount can be written in: a site language missing here fails its caller's type check. */
const rupeesInWordsBy = { en: englishRupeesInWords, te: teluguRupeesInWords, hi: hindiRupeesInWords } as const;

/**
 * "Rupees nine thousand one hundred forty-seven only" (paise, when there are any,
 * "and fifty paise"), or the same in Telugu or Hindi words.
 */
export function rupeesInWords(paise: number, language: keyof typeof rupeesInWordsBy = "en"): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount in paise: ${paise}`);
  return rupeesInWordsBy[language](Math.floor(paise / 100), paise % 100);
}
