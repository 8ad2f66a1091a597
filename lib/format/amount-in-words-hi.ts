// Hindi amounts in words, Indian grouping: 4,599 is "रुपये चार हज़ार पाँच सौ निन्यानवे मात्र".
// Hindi names each number from 1 to 99 with its own word, so they are listed.

// Ten to a row, as the words are learnt.
// prettier-ignore
const belowHundredWords = [
  "शून्य", "एक", "दो", "तीन", "चार", "पाँच", "छह", "सात", "आठ", "नौ",
  "दस", "ग्यारह", "बारह", "तेरह", "चौदह", "पंद्रह", "सोलह", "सत्रह", "अठारह", "उन्नीस",
  "बीस", "इक्कीस", "बाईस", "तेईस", "चौबीस", "पच्चीस", "छब्बीस", "सत्ताईस", "अट्ठाईस", "उनतीस",
  "तीस", "इकतीस", "बत्तीस", "तैंतीस", "चौंतीस", "पैंतीस", "छत्तीस", "सैंतीस", "अड़तीस", "उनतालीस",
  "चालीस", "इकतालीस", "बयालीस", "तैंतालीस", "चवालीस", "पैंतालीस", "छियालीस", "सैंतालीस", "अड़तालीस", "उनचास",
  "पचास", "इक्यावन", "बावन", "तिरेपन", "चौवन", "पचपन", "छप्पन", "सत्तावन", "अट्ठावन", "उनसठ",
  "साठ", "इकसठ", "बासठ", "तिरसठ", "चौंसठ", "पैंसठ", "छियासठ", "सड़सठ", "अड़सठ", "उनहत्तर",
  "सत्तर", "इकहत्तर", "बहत्तर", "तिहत्तर", "चौहत्तर", "पचहत्तर", "छिहत्तर", "सतहत्तर", "अठहत्तर", "उन्यासी",
  "अस्सी", "इक्यासी", "बयासी", "तिरासी", "चौरासी", "पचासी", "छियासी", "सत्तासी", "अट्ठासी", "नवासी",
  "नब्बे", "इक्यानवे", "बानवे", "तिरानवे", "चौरानवे", "पचानवे", "छियानवे", "सत्तानवे", "अट्ठानवे", "निन्यानवे",
];

function belowHundred(n: number): string {
  return belowHundredWords[n] ?? "";
}

/** A whole number in Hindi words: 1,23,45,678 is "एक करोड़ तेईस लाख पैंतालीस हज़ार छह सौ अठहत्तर". */
export function hindiNumberInWords(value: number): string {
  if (value === 0) return belowHundred(0);
  const crores = Math.floor(value / 10_000_000);
  const lakhs = Math.floor((value % 10_000_000) / 100_000);
  const thousands = Math.floor((value % 100_000) / 1000);
  const hundreds = Math.floor((value % 1000) / 100);
  const rest = value % 100;
  const parts = [];
  if (crores > 0) parts.push(`${hindiNumberInWords(crores)} करोड़`);
  if (lakhs > 0) parts.push(`${belowHundred(lakhs)} लाख`);
  if (thousands > 0) parts.push(`${belowHundred(thousands)} हज़ार`);
  if (hundreds > 0) parts.push(`${belowHundred(hundreds)} सौ`);
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(" ");
}

/** "रुपये चार हज़ार पाँच सौ निन्यानवे मात्र"; paise, when there are any, "और पचास पैसे". */
export function hindiRupeesInWords(rupees: number, paise: number): string {
  return `रुपये ${hindiNumberInWords(rupees)}${paise > 0 ? ` और ${belowHundred(paise)} पैसे` : ""} मात्र`;
}
