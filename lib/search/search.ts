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
 * The query's distinct words, lower-cased. Punctuation separates words, so
 * "seo-pro" and "SEO pro" search alike. Single letters are dropped (they
 * match nearly everything) unless they are all the query has.
 */
export function tokenize(query: string): string[] {
  const words = normalise(query.slice(0, maxQueryLength))
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const meaningful = words.filter((word) => word.length > 1);
  return [...new Set(meaningful.length > 0 ? meaningful : words)];
}

function termScore(text: string, term: string, weight: { wordStart: number; inside: number }): number {
  let from = text.indexOf(term);
  if (from === -1) return 0;
  while (from !== -1) {
    const before = from === 0 ? "" : text.charAt(from - 1);
    if (!/[\p{L}\p{N}]/u.test(before)) return weight.wordStart;
    from = text.indexOf(term, from + 1);
  }
  return weight.inside;
}

function scoreDocument(document: SearchDocument, terms: readonly string[], phrase: string): number {
  const title = normalise(document.title);
  const excerpt = normalise(document.excerpt);
  const keywords = normalise(document.keywords.join(" | "));
  let score = 0;
  for (const term of terms) {
    const best = Math.max(
      termScore(title, term, weights.title),
      termScore(excerpt, term, weights.excerpt),
      termScore(keywords, term, weights.keywords),
    );
    // Every word must match somewhere: "video seo" should not list every video page.
    if (best === 0) return 0;
    score += best;
  }
  if (title === phrase) score += exactTitleBonus;
  else if (terms.length > 1 && title.includes(phrase)) score += phraseInTitleBonus;
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
  const phrase = terms.join(" ");
  return documents
    .map((document) => ({ document, score: scoreDocument(document, terms, phrase) }))
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
