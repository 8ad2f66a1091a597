// Reading a server response's HTML, for checks that need no browser: what a
// response alone shows (headings, text, links) is read from it over HTTP.

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'", nbsp: " " };

/** The text of an HTML fragment as a reader meets it: no scripts or styles, no tags, entities decoded, spaces collapsed. */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>.*?<\/\1>/gs, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, name: string) => entities[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The text of the first element the pattern's first group captures, e.g. /<h1[^>]*>(.*?)<\/h1>/s. */
export function textOf(html: string, pattern: RegExp): string | undefined {
  const inner = pattern.exec(html)?.[1];
  return inner === undefined ? undefined : htmlText(inner);
}

/** The text of every link to `href` in the HTML. */
export function linkTexts(html: string, href: string): string[] {
  return [...html.matchAll(/<a\b([^>]*)>(.*?)<\/a>/gs)]
    .filter(([, attributes]) => attributes?.includes(`href="${href}"`))
    .map(([, , inner]) => htmlText(inner ?? ""));
}
