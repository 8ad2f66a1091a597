// Telugu amounts in words, Indian grouping: 4,599 is
// "రూపాయలు నాలుగు వేల ఐదు వందల తొంభై తొమ్మిది మాత్రమే". A group that more words
// follow takes its joining form (వేల, వందల, లక్షల, కోట్ల; నూట for one hundred),
// the last its own (వేలు, వందలు), as cheques and receipts write them.

const units = ["సున్నా", "ఒకటి", "రెండు", "మూడు", "నాలుగు", "ఐదు", "ఆరు", "ఏడు", "ఎనిమిది", "తొమ్మిది"];
const teens = ["పది", "పదకొండు", "పన్నెండు", "పదమూడు", "పద్నాలుగు", "పదిహేను", "పదహారు", "పదిహేడు", "పద్దెనిమిది", "పందొమ్మిది"];
const tens = ["", "", "ఇరవై", "ముప్పై", "నలభై", "యాభై", "అరవై", "డెబ్బై", "ఎనభై", "తొంభై"];

/** 0 to 99; before a group's name ("counting" form) one is ఒక, not ఒకటి. */
function belowHundred(n: number, counting = false): string {
  const unit = (value: number) => (counting && value === 1 ? "ఒక" : (units[value] ?? ""));
  if (n < 10) return unit(n);
  if (n < 20) return teens[n - 10] ?? "";
  const rest = n % 10;
  const ten = tens[Math.floor(n / 10)] ?? "";
  return rest === 0 ? ten : `${ten} ${unit(rest)}`;
}

interface Group {
  count: number;
  /** The group's name after one, after more, and each followed by more words. */
  one: [last: string, joining: string];
  many: [last: string, joining: string];
}

function groupWords({ count, one, many }: Group, joining: boolean, countWords: (n: number) => string): string {
  const [last, join] = count === 1 ? one : many;
  const name = joining ? join : last;
  return count === 1 ? name : `${countWords(count)} ${name}`;
}

/** A whole number in Telugu words: 1,23,45,678 is "ఒక కోటి ఇరవై మూడు లక్షల నలభై ఐదు వేల ఆరు వందల డెబ్బై ఎనిమిది". */
export function teluguNumberInWords(value: number): string {
  if (value === 0) return units[0] ?? "";
  const groups: Group[] = [
    { count: Math.floor(value / 10_000_000), one: ["ఒక కోటి", "ఒక కోటి"], many: ["కోట్లు", "కోట్ల"] },
    { count: Math.floor((value % 10_000_000) / 100_000), one: ["ఒక లక్ష", "ఒక లక్ష"], many: ["లక్షలు", "లక్షల"] },
    { count: Math.floor((value % 100_000) / 1000), one: ["ఒక వెయ్యి", "ఒక వెయ్యి"], many: ["వేలు", "వేల"] },
    { count: Math.floor((value % 1000) / 100), one: ["వంద", "నూట"], many: ["వందలు", "వందల"] },
  ];
  const rest = value % 100;
  const present = groups.filter((group) => group.count > 0);
  const parts = present.map((group, index) =>
    groupWords(group, index < present.length - 1 || rest > 0, (n) => (n >= 100 ? teluguNumberInWords(n) : belowHundred(n, true))),
  );
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(" ");
}

/** "రూపాయలు నాలుగు వేల ఐదు వందల తొంభై తొమ్మిది మాత్రమే"; paise, when there are any, "మరియు యాభై పైసలు". */
export function teluguRupeesInWords(rupees: number, paise: number): string {
  return `రూపాయలు ${teluguNumberInWords(rupees)}${paise > 0 ? ` మరియు ${belowHundred(paise)} పైసలు` : ""} మాత్రమే`;
}
