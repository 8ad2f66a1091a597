// Which /blog/<slug> addresses name no published post, and the answer they
// get: "Post Not Found" with status 404, in the server's HTML. Next sends a
// per-request page that calls notFound() with an empty body
// (vercel/next.js#62228), so proxy.ts asks the site for the same address again
// with postNotFoundRequestHeader, where the post's page shows the not-found
// notice itself (rendered for that request, with its own nonce, at the same
// address the browser then hydrates), and sends that on with 404.
//
// The list comes from the site's own GET /api/blog/slugs (the data cache /blog
// reads), kept here between requests. A slug not in it fetches the list again,
// at most once a second, so a post published a moment ago is found and a flood
// of made-up slugs costs one small request a second.

/** Where the site answers its list; the proxy runs beside it. */
export const blogSlugsPath = "/api/blog/slugs";
/**
 * Marks the proxy's own request for a made-up post's address: the proxy lets it through, and the
 * page answers it with the not-found notice rather than notFound(). A visitor who sends it gets
 * the same notice with 200, nothing more.
 */
export const postNotFoundRequestHeader = "x-post-not-found";

const refetchAfterMs = 1000;
const fetchTimeoutMs = 2000;

let known: { slugs: Set<string>; fetchedAt: number } | null = null;

/** The one segment after /blog/ when `pathname` can be a post's address, or null (the list, a file, a post's card). */
export function postSlugOf(pathname: string): string | null {
  const match = /^\/blog\/([^/]+)$/.exec(pathname);
  const slug = match?.[1];
  // A name with a dot is a file (the feed, an image under public/blog/): no slug Sanity makes has one.
  if (!slug || slug.includes(".")) return null;
  try {
    return decodeURIComponent(slug);
  } catch {
    // Malformed: proxy.ts answers 400 before asking.
    return null;
  }
}

/**
 * True when `slug` is no published post. False also when the list cannot be
 * read (the page then decides, as it would without this check).
 */
export async function isUnknownPost(slug: string, origin: string, now: number = Date.now()): Promise<boolean> {
  if (known?.slugs.has(slug)) return false;
  if (!known || now - known.fetchedAt >= refetchAfterMs) {
    const slugs = await fetchSlugs(origin);
    if (!slugs) return false;
    known = { slugs, fetchedAt: now };
  }
  return !known.slugs.has(slug);
}

async function fetchSlugs(origin: string): Promise<Set<string> | null> {
  try {
    const response = await fetch(new URL(blogSlugsPath, origin), { signal: AbortSignal.timeout(fetchTimeoutMs), cache: "no-store" });
    if (!response.ok) return null;
    const body = (await response.json()) as { slugs?: unknown };
    return Array.isArray(body.slugs) ? new Set(body.slugs.filter((slug): slug is string => typeof slug === "string")) : null;
  } catch {
    return null;
  }
}

/**
 * The not-found notice rendered for this visit at `url`, sent with 404 and the
 * policy (nonce) it was rendered with; null when the site could not render it
 * (the post's page then answers, as it would without this check).
 */
export async function renderPostNotFound(url: URL): Promise<Response | null> {
  try {
    const page = await fetch(url, {
      headers: { [postNotFoundRequestHeader]: "1" },
      signal: AbortSignal.timeout(fetchTimeoutMs),
      cache: "no-store",
    });
    if (!page.ok) return null;
    const headers = new Headers();
    for (const name of ["content-type", "content-security-policy", "cache-control"]) {
      const value = page.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(await page.text(), { status: 404, headers });
  } catch {
    return null;
  }
}

/** Forgets the list (tests). */
export function forgetBlogSlugs(): void {
  known = null;
}
