import { createHash, randomBytes } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { themeScript } from "@/components/layout/theme-script";
import { contentSecurityPolicy, originOf, studioContentSecurityPolicy, type CspOptions } from "@/lib/security/csp";
import { isUnknownPost, postNotFoundRequestHeader, postSlugOf, renderPostNotFound } from "@/lib/routing/blog-slugs";
import { addressOf } from "@/lib/i18n/locales";
import { canonicalPath } from "@/lib/routing/canonical-path";
import { notFoundScreenFor } from "@/lib/routing/not-found-screens";
import { isAdminPath, isStudioPath, rendersPerRequest } from "@/lib/security/rendered-per-request";

// Runs only before the pages that render per request (config.matcher below):
// gives each response a fresh nonce for its scripts, and sends visitors without
// a session cookie from /admin straight to /login. It also answers addresses
// that name no service or resource with their section's prerendered not-found
// screen (lib/routing/not-found-screens.ts), a /blog/<slug> that names no post
// with the post's not-found page and 404 (lib/routing/blog-slugs.ts), and an
// address with a % or a trailing slash with a redirect to its one spelling
// (lib/routing/canonical-path.ts), and /en/... (the routes English pages are
// rendered by) with a redirect to the address. Prerendered pages never pass through here:
// their policy is fixed at build (next.config.ts headers() and the pinned
// <meta>), so on Vercel the CDN answers them without running a function.
// The redirect is a convenience only: every admin page and /api/admin handler
// checks the session itself (lib/auth/session.ts).
const sessionCookies = ["next-auth.session-token", "__Secure-next-auth.session-token"];
/** Set by draftMode().enable() (app/api/draft-mode). */
const draftModeCookie = "__prerender_bypass";

const siteSettings: CspOptions = {
  development: process.env.NODE_ENV === "development",
  imageOrigins: originOf(process.env.SANITY_API_HOST),
};
const themeScriptHash = `sha256-${createHash("sha256").update(themeScript).digest("base64")}`;

/**
 * The project the Studio talks to, as the /studio page reads it (lib/cms/config.ts;
 * that module is server-only, so the proxy checks the same variables itself).
 * None for npm run dev's sample posts, where the page only explains what to set.
 */
function studioProjectId(): string | null {
  const projectId = process.env.SANITY_PROJECT_ID?.trim();
  return projectId && /^[a-z0-9-]+$/i.test(projectId) && process.env.SANITY_SAMPLE_CONTENT !== "true" ? projectId : null;
}

/**
 * A /blog/<slug> that names no published post, for a visitor not previewing
 * drafts (an editor's draft is in no list: its page decides); never the
 * proxy's own request for the notice.
 */
async function isMadeUpPost(request: NextRequest): Promise<boolean> {
  const { pathname, origin } = request.nextUrl;
  if (request.headers.has(postNotFoundRequestHeader)) return false;
  const slug = postSlugOf(pathname);
  if (slug === null || request.cookies.has(draftModeCookie)) return false;
  return isUnknownPost(slug, origin);
}

/** A redirect, carrying the site-wide policy (next.config.ts adds the other headers). */
function redirectTo(url: URL, status: 307 | 308): NextResponse {
  const redirect = NextResponse.redirect(url, status);
  redirect.headers.set("Content-Security-Policy", contentSecurityPolicy(siteSettings));
  return redirect;
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const verdict = canonicalPath(pathname);
  if (verdict.kind === "malformed") {
    return new NextResponse("Bad Request: the address is not valid percent-encoded UTF-8.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Content-Security-Policy": contentSecurityPolicy(siteSettings) },
    });
  }
  // /en/about is the route the English /about is rendered by (next.config.ts
  // rewrites): asked for itself, it goes to its address, in the same redirect.
  const address = addressOf(verdict.kind === "redirect" ? verdict.pathname : pathname);
  if (address !== pathname) {
    const canonical = new URL(request.url);
    canonical.pathname = address;
    return redirectTo(canonical, 308);
  }
  const notFoundScreen = notFoundScreenFor(pathname);
  // To the screen's address, which next.config.ts rewrites on to its English route as any other
  // (a rewrite to the route itself, /en/..., came back through here and was redirected).
  if (notFoundScreen) return NextResponse.rewrite(new URL(notFoundScreen, request.url));
  const withoutSession = !sessionCookies.some((name) => request.cookies.has(name));
  if (isAdminPath(pathname) && withoutSession) return redirectTo(new URL("/login", request.url), 307);
  // Let in only by the matcher's % entry, and no page rendered per request: left to Next as it is.
  if (!rendersPerRequest(pathname)) return NextResponse.next();
  const nonce = randomBytes(18).toString("base64");
  const policy = isStudioPath(pathname)
    ? studioContentSecurityPolicy({
        development: siteSettings.development,
        projectId: studioProjectId(),
        nonce,
        scriptHashes: [themeScriptHash],
      })
    : contentSecurityPolicy({ ...siteSettings, perRequest: { nonce, scriptHashes: [themeScriptHash] } });
  // Next reads the nonce from the request's policy and puts it on the scripts it writes.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("Content-Security-Policy", policy);
  const postNotFound = (await isMadeUpPost(request)) ? await renderPostNotFound(request.nextUrl) : null;
  if (postNotFound) return postNotFound;
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

// Exactly the pages of lib/security/rendered-per-request.ts, every
// /services/<id> and /resources/<category>/<id> but the catalogue's entries and
// the not-found screens themselves, /en and below it, and every address with a
// % or a trailing slash (scripts/route-lists.ts says why each). Next needs the
// matcher as literals, so npm run routes:generate writes it from the page
// registry and the catalogue (npm run build does first), and
// npm run check:deploy proves from Vercel's Build Output that no prerendered
// path runs this function.
export const config = {
  // Written by npm run routes:generate (scripts/route-lists.ts): change the registry, not this list.
  matcher: [
    "/blog/:path*",
    "/te/blog",
    "/hi/blog",
    "/search",
    "/te/search",
    "/hi/search",
    "/login",
    "/admin/:path*",
    "/studio/:path*",
    "/en",
    "/en/:path*",
    "/services/:id((?!(?:marketing|production|entertainment|emark|web|not-found)$)[^/]+)",
    "/resources/:pair((?!(?:marketing/sm-guide-1|marketing/sm-calendar-1|production/prod-checklist-1|entertainment/video-presets-1|emark/seo-checklist-1|emark/ppc-planner-1|web/web-launch-1|general/brand-guide-1|not-found/not-found)$)[^/]+/[^/]+)",
    "/:encoded((?!_next/).*%.*)",
    "/:slashed((?!_next/).+/)",
  ],
  // End of the generated matcher.
};
