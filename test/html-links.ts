// Reading a server's HTML for the addresses it names, for the internal-link
// crawl (e2e/internal-links.spec.ts). Regular expressions over the server's own
// markup (Next writes attributes double-quoted), no browser.

const entities: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">" };
const decode = (value: string) => value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => entities[entity] ?? entity);

/** Every <a href>, and the <link rel="canonical|alternate"> hrefs, as written. */
export function linksIn(html: string): string[] {
  const anchors = [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((match) => decode(match[1] ?? ""));
  const heads = [...html.matchAll(/<link\s[^>]*?rel="(?:canonical|alternate)"[^>]*>/g)].flatMap((match) => {
    const href = /\shref="([^"]*)"/.exec(match[0])?.[1];
    return href ? [decode(href)] : [];
  });
  return [...anchors, ...heads];
}

/** Every string in the page's JSON-LD that is an absolute URL (a SearchAction's template filled in with a query). */
export function jsonLdUrlsIn(html: string): string[] {
  const urls: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === "string") {
      if (/^https?:\/\//.test(value)) urls.push(value.replace("{search_term_string}", "blog"));
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  for (const match of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) walk(JSON.parse(match[1] ?? "null"));
  return urls;
}

/** The sitemap's <loc> addresses. */
export function sitemapUrls(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decode(match[1] ?? ""));
}

/**
 * An address as the crawl keys it: path and query on `origin`, the fragment
 * dropped; null for anything elsewhere (other sites, mailto:, tel:, javascript:).
 */
export function internalTarget(href: string, from: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, from);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}`;
}
