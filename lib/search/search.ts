import { searchKinds, siteDocuments, type SearchDocument, type SearchKind } from "./documents";

export interface SearchResult {
  title: string;
  href: string;
  excerpt: string;
  kind: SearchKind;
}

/** Longer queries are cut: nobody types more, and it bounds the work per request. */
export const maxQueryLength = 100;
const maxExcerptLength = 180;

// Weights per field; a term that starts a word counts more than one found inside a word.
const weights = {
  title: { wordStart: 8, inside: 5 },
  excerpt: { wordStart: 3, inside: 2 },
  keywords: { wordStart: 2, inside: 1 },
} as const;
const phraseInTitleBonus = 10;
const exactTitleBonus = 20;

function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");
}

/**
 * What a word is made of: letters, digits, and the vowel signs, viramas and
 * joiners that Telugu and Devanagari letters carry (without them "ఎడిటింగ్"
 * fell apart into fragments that matched inside unrelated words).
 */
const wordCharacter = /[\p{L}\p{M}\p{N}\u200c\u200d]/u;
const nonWordCharacters = /[^\p{L}\p{M}\p{N}\u200c\u200d]+/u;

/**
 * The query's distinct words, lower-cased. Punctuation separates words, so
 * "seo-pro" and "SEO pro" search alike. Single letters are dropped (they
 * match nearly everything) unless they are all the query has.
 */
export function tokenize(query: string): string[] {
  const words = normalise(query.slice(0, maxQueryLength)).split(nonWordCharacters).filter(Boolean);
  const meaningful = words.filter((word) => word.length > 1);
  return [...new Set(meaningful.length > 0 ? meaningful : words)];
}

/**
 * Endings that turn a service's name into what people call the one who does
 * it, or its other forms: "developer" for development, "video editor" for
 * video editing, "marketer" for marketing, plurals. Telugu and Hindi write
 * these words as loanwords (డెవలపర్, एडिटर), so their endings are listed in
 * those scripts too. Longest first; a stem keeps at least `minStemLength`
 * characters (vowel signs count), so short words stay whole.
 */
const endings = [
  ...["ments", "ment", "ings", "ing", "ions", "ion", "ists", "ist", "ers", "er", "ors", "or", "es", "s"],
  ...["ర్లు", "మెంట్", "ింగ్", "ర్", "రు", "లు"],
  ...["र्स", "मेंट", "िंग", "र"],
];
const minStemLength = 4;

/** The word without its ending, to be found at the start of a word of the text; null when nothing is left to strip. */
export function stem(term: string): string | null {
  for (const ending of endings) {
    if (term.endsWith(ending) && term.length - ending.length >= minStemLength) return term.slice(0, -ending.length);
  }
  return null;
}

function termScore(text: string, term: string, weight: { wordStart: number; inside: number }): number {
  let from = text.indexOf(term);
  if (from === -1) return 0;
  while (from !== -1) {
    const before = from === 0 ? "" : text.charAt(from - 1);
    if (!wordCharacter.test(before)) return weight.wordStart;
    from = text.indexOf(term, from + 1);
  }
  return weight.inside;
}

/** The word's score in `text`, or its stem's where the stem starts a word ("develop" in "development"). */
function bestScore(text: string, term: string, stemmed: string | null, weight: { wordStart: number; inside: number }): number {
  const whole = termScore(text, term, weight);
  if (whole === weight.wordStart || stemmed === null) return whole;
  // Inside a word, a stem matches too much ("rent" in "current"): only a word's start counts.
  return termScore(text, stemmed, weight) === weight.wordStart ? weight.wordStart : whole;
}

interface Query {
  terms: readonly string[];
  stems: readonly (string | null)[];
  phrase: string;
  /** The phrase with each word stemmed: "video edit" for "video editor". */
  stemmedPhrase: string;
}

function scoreDocument(document: SearchDocument, { terms, stems, phrase, stemmedPhrase }: Query): number {
  const title = normalise(document.title);
  const excerpt = normalise(document.excerpt);
  const keywords = normalise(document.keywords.join(" | "));
  let score = 0;
  for (const [index, term] of terms.entries()) {
    const stemmed = stems[index] ?? null;
    const best = Math.max(
      bestScore(title, term, stemmed, weights.title),
      bestScore(excerpt, term, stemmed, weights.excerpt),
      bestScore(keywords, term, stemmed, weights.keywords),
    );
    // Every word must match somewhere: "video seo" should not list every video page.
    if (best === 0) return 0;
    score += best;
  }
  if (title === phrase) score += exactTitleBonus;
  else if (terms.length > 1 && (title.includes(phrase) || title.includes(stemmedPhrase))) score += phraseInTitleBonus;
  return score;
}

export function shortenExcerpt(text: string, length = maxExcerptLength): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

/**
 * Case-insensitive keyword search over the catalogue, best match first.
 * Ties keep the order of kinds (services, plans, add-ons, resources, pages),
 * then titles alphabetically, so the same query always lists the same way.
 */
export function searchSite(query: string, documents: readonly SearchDocument[] = siteDocuments()): SearchResult[] {
  const terms = tokenize(query);
  if (terms.length === 0) return [];
  const stems = terms.map(stem);
  const asked: Query = {
    terms,
    stems,
    phrase: terms.join(" "),
    stemmedPhrase: terms.map((term, index) => stems[index] ?? term).join(" "),
  };
  return documents
    .map((document) => ({ document, score: scoreDocument(document, asked) }))
    .filter((entry) => entry.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        searchKinds.indexOf(a.document.kind) - searchKinds.indexOf(b.document.kind) ||
        a.document.title.localeCompare(b.document.title),
    )
    .map(({ document }) => ({
      title: document.title,
      href: document.href,
      excerpt: shortenExcerpt(document.excerpt),
      kind: document.kind,
    }));
}
