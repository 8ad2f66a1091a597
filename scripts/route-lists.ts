// The lists of addresses that code which may import nothing must hold as literals, derived from the
// page registry (lib/routing/pages.ts) and the catalogue's ids: the pages every language has
// (lib/i18n/translated-paths.ts, read by the browser through pathIn) and proxy.ts's matcher (Next
// reads it as literals). scripts/generate-route-lists.ts writes both; route-lists.test.ts fails
// when a committed copy is not what it would write.
import { jobFacts, jobPath } from "@/lib/catalogue/careers";
import { resourceFacts, resourceHref } from "@/lib/catalogue/resources";
import { serviceIds, servicePath } from "@/lib/catalogue/services";
import { notFoundScreenId } from "@/lib/routing/not-found-screens";
import { sitePages } from "@/lib/routing/pages";
import { perRequestPages } from "@/lib/security/rendered-per-request";

const translatedPathsFile = "lib/i18n/translated-paths.ts";
const proxyFile = "proxy.ts";

/** The pages made from the catalogue, each listed after the registry page above them. */
const cataloguePagesBelow: Readonly<Record<string, readonly string[]>> = {
  "/services": serviceIds.map(servicePath),
  "/careers": jobFacts.map(jobPath),
  "/resources": resourceFacts.map(resourceHref),
};

/**
 * Every public page of the registry (each is one route under app/[locale], so it exists in every
 * language) and the catalogue's pages below them; not a blog post, which the editors write in English.
 */
function deriveTranslatedPaths(): string[] {
  return sitePages
    .filter((page) => page.visibility !== "private")
    .flatMap((page) => [page.path, ...(cataloguePagesBelow[page.path] ?? [])]);
}

/** An id as the matcher's pattern spells it: the catalogue's ids are plain, so nothing needs escaping. */
function plainId(id: string): string {
  if (!/^[a-z0-9-]+(?:\/[a-z0-9-]+)?$/.test(id)) throw new Error(`An id the proxy's matcher cannot spell as it is: ${id}`);
  return id;
}

/**
 * Exactly the pages of lib/security/rendered-per-request.ts, every /services/<id> and
 * /resources/<category>/<id> but the catalogue's entries and the not-found screens themselves, /en
 * and below it (no page's address: the English pages' routes), and every address with a % or a
 * trailing slash (no prerendered page has either).
 */
function deriveProxyMatcher(translated: readonly string[]): string[] {
  const services = [...serviceIds, notFoundScreenId].map(plainId);
  const resourcePairs = [...resourceFacts.map(({ category, id }) => `${category}/${id}`), `${notFoundScreenId}/${notFoundScreenId}`].map(
    plainId,
  );
  return [
    ...perRequestPages(translated).map(({ path, withSubpaths }) => (withSubpaths ? `${path}/:path*` : path)),
    "/en",
    "/en/:path*",
    `/services/:id((?!(?:${services.join("|")})$)[^/]+)`,
    `/resources/:pair((?!(?:${resourcePairs.join("|")})$)[^/]+/[^/]+)`,
    "/:encoded((?!_next/).*%.*)",
    "/:slashed((?!_next/).+/)",
  ];
}

const stringList = (items: readonly string[], indent: string) => items.map((item) => `${indent}${JSON.stringify(item)},\n`).join("");

function renderTranslatedPaths(paths: readonly string[]): string {
  return `// Written by npm run routes:generate (scripts/route-lists.ts) from the page registry
// (lib/routing/pages.ts) and the catalogue's services, openings and resources: change those, then
// run it. No imports: the proxy, next.config.ts and the browser read this file.

/**
 * The pages that exist in every language: every public page but a blog post
 * (the editors write posts in English), which a translated page links to as it is.
 */
export const translatedPaths: readonly string[] = [
${stringList(paths, "  ")}];
`;
}

const matcherStart = "  // Written by npm run routes:generate (scripts/route-lists.ts): change the registry, not this list.\n";
const matcherEnd = "  // End of the generated matcher.\n";

/** proxy.ts with `matcher` written between its markers. */
function withProxyMatcher(proxySource: string, matcher: readonly string[]): string {
  const start = proxySource.indexOf(matcherStart);
  const end = proxySource.indexOf(matcherEnd);
  if (start === -1 || end < start) throw new Error(`${proxyFile} has lost the markers around its matcher`);
  return `${proxySource.slice(0, start)}${matcherStart}  matcher: [\n${stringList(matcher, "    ")}  ],\n${proxySource.slice(end)}`;
}

/** Each file that holds a route list, with the text the generator gives it (`read` gives a file's text now). */
export function routeListFiles(read: (file: string) => string): { file: string; text: string }[] {
  const translated = deriveTranslatedPaths();
  return [
    { file: translatedPathsFile, text: renderTranslatedPaths(translated) },
    { file: proxyFile, text: withProxyMatcher(read(proxyFile), deriveProxyMatcher(translated)) },
  ];
}
