import type { APIRequestContext } from "@playwright/test";
import { JSDOM } from "jsdom";

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

/**
 * Everything a reader of a server-rendered page can read or hear, from its HTML: the title, each
 * text node of the body (hidden ones too: a closed menu's words show once it opens), and the
 * accessible names written in attributes; but for content marked as English (lang="en": the blog's
 * posts, written in English). Parsed with jsdom, since an element's extent needs a parser.
 */
export function readableServerText(html: string): string {
  const { document } = new JSDOM(html).window;
  for (const element of document.querySelectorAll('script, style, template, body [lang="en"]')) element.remove();
  const names = [...document.querySelectorAll("[aria-label], [placeholder], img[alt]")].map((element) =>
    ["aria-label", "placeholder", "alt"].map((name) => element.getAttribute(name) ?? "").join(" "),
  );
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? "");
  return `${document.title} ${texts.join(" ")} ${names.join(" ")}`;
}

/** A page's server HTML parsed into a document to query, beside the answer's status and headers (not following a redirect). */
export async function serverDocument(
  request: APIRequestContext,
  path: string,
): Promise<{ status: number; headers: Record<string, string>; document: Document }> {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), headers: response.headers(), document: new JSDOM(await response.text()).window.document };
}
