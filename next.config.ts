import type { NextConfig } from "next";
import { apiPolicy, authPagesPolicy, contentSecurityPolicy, linkPagePolicy, originOf, receiptPagePolicy } from "./lib/security/csp";
import { prerenderedPathsPattern } from "./lib/security/rendered-per-request";
import { prefixedLocales } from "./lib/i18n/locales";
import { pageNotFoundPath } from "./lib/routing/not-found-segment";

/** Sent with every response: pages, route handlers, files and error pages. */
const securityHeaders = [
  // Two years, subdomains too; browsers honour it over https only.
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  // Nothing here uses the camera, microphone or location; Razorpay's frame may take payments.
  {
    key: "Permissions-Policy",
    value: 'camera=(), microphone=(), geolocation=(), browsing-topics=(), payment=(self "https://api.razorpay.com")',
  },
  // For browsers without CSP frame-ancestors.
  { key: "X-Frame-Options", value: "DENY" },
];

/**
 * The site-wide policy of every prerendered page, fixed at build like the pages
 * themselves (their pinned <meta> narrows its scripts), so on Vercel the CDN
 * sends it without running a function. The pages rendered per request get a
 * nonce policy from proxy.ts instead; route handlers set their own.
 */
const prerenderedPagePolicy = contentSecurityPolicy({
  development: process.env.NODE_ENV === "development",
  imageOrigins: originOf(process.env.SANITY_API_HOST),
});

/**
 * JSON answers load nothing and belong in no frame (apiPolicy). `next start`
 * sends a header from here over the route's own of the same name, so the
 * route handlers that answer with something else are left out of that rule:
 * the resume download keeps its stricter policy of its own (lib/admin/resumes.ts,
 * with sandbox), and the pages a browser shows get theirs below.
 */
export const apiPathsPattern =
  "/api/:path((?!admin/resumes/|admin/receipts/|receipts/|newsletter/confirm$|newsletter/unsubscribe$|sessions/end-all$|auth/).*)";
export const newsletterLinkPagesPattern = "/api/newsletter/:page(confirm|unsubscribe)";
/** The sign-in mail's "end every session" page: a link page like the newsletter's. */
export const endSessionsPagePattern = "/api/sessions/end-all";
export const authPagesPattern = "/api/auth/:path*";
/**
 * A receipt's addresses hold its token: they send no Referer, not even to the site's own pages
 * (its "Back to the website" link). `next start` sends a header from here over the route's own,
 * so the site-wide Referrer-Policy is left off these addresses and they get theirs here.
 */
export const receiptAddressesPattern = "/api/:path(receipts|admin/receipts)/:rest*";
export const notReceiptAddressesPattern = "/:path((?!api/receipts/|api/admin/receipts/).*)";
/** A receipt's page (and its PDF, which sets a stricter policy of its own). */
export const receiptPagesPattern = "/api/:path(receipts|admin/receipts)/:id";

/**
 * The English pages' addresses, each rendered by its one route under
 * app/[locale] (/about by /en/about; docs/languages.md): every path but those
 * of the other languages and of /en itself (proxy.ts redirects it to the
 * address), the API, the admin and its sign-in, the Studio, Next's own (/_...),
 * the blog's posts and the cards, which are English-only files in app/(site),
 * and any name with a dot (public files, robots.txt, sitemap.xml, feed.xml).
 */
export const englishPagesPattern = "/:path((?!(?:api|admin|login|studio|te|hi|en)(?:/|$)|_|blog/|.*opengraph-image)[^.]+)";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `next start` gzips every response itself; on Vercel the CDN compresses and this is not used.
  // The e2e server turns it off (scripts/e2e-server.ts): its browser is on the same machine, and
  // zipping and unzipping every page and chunk cost the suite 6% of its CPU.
  compress: process.env.SERVER_GZIP !== "off",
  // No ETag per response: `next start` hashes the whole HTML on every request
  // for it, 18% of its CPU serving GET / under load (1,730 req/s without, 1,170 with).
  // On Vercel the CDN answers prerendered pages with its own ETag, and the
  // pages rendered per request carry a fresh nonce, so theirs never matched.
  generateEtags: false,
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      { source: notReceiptAddressesPattern, headers: [{ key: "Referrer-Policy", value: "strict-origin-when-cross-origin" }] },
      { source: receiptAddressesPattern, headers: [{ key: "Referrer-Policy", value: "no-referrer" }] },
      { source: prerenderedPathsPattern(), headers: [{ key: "Content-Security-Policy", value: prerenderedPagePolicy }] },
      { source: apiPathsPattern, headers: [{ key: "Content-Security-Policy", value: apiPolicy }] },
      { source: newsletterLinkPagesPattern, headers: [{ key: "Content-Security-Policy", value: linkPagePolicy }] },
      { source: endSessionsPagePattern, headers: [{ key: "Content-Security-Policy", value: linkPagePolicy }] },
      { source: authPagesPattern, headers: [{ key: "Content-Security-Policy", value: authPagesPolicy }] },
      { source: receiptPagesPattern, headers: [{ key: "Content-Security-Policy", value: receiptPagePolicy }] },
      // The icon sprite's name is a hash of its content (scripts/generate-icon-sprite.ts).
      { source: "/icons/:file", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
    ];
  },
  // A rewrite, not the proxy: a prerendered English page stays a file the CDN
  // answers without running a function (npm run check:deploy). Before the files,
  // so that on Vercel it comes before the routing of the App Router's own
  // requests too: a client navigation to /about gets /en/about's prerendered
  // payload (/en/about.rsc and its segments) as the page gets its HTML.
  async rewrites() {
    return {
      beforeFiles: [
        { source: "/", destination: "/en" },
        { source: englishPagesPattern, destination: "/en/:path" },
      ],
      afterFiles: [],
      // After every page and route has had its chance: a Telugu or Hindi address
      // that names no page gets the 404 in its language, one prerendered file each.
      fallback: prefixedLocales.map((locale) => ({ source: `/${locale}/:path+`, destination: pageNotFoundPath(locale) })),
    };
  },
  reactStrictMode: true,
  // `npm test` checks the whole project's types, Next's route types included (`next typegen`
  // then tsc), before it builds, and says so here: the build's own pass would repeat it.
  // Every other build checks.
  typescript: { ignoreBuildErrors: process.env.TYPECHECK_PASSED === "1" },
  // Next's own trailing-slash redirect answers before any header rule, so its
  // 308 carried none of the headers above; proxy.ts redirects those addresses
  // instead (lib/routing/canonical-path.ts), and its answers get them.
  skipTrailingSlashRedirect: true,
  // app/global-not-found.tsx answers unmatched URLs (it says why).
  experimental: {
    globalNotFound: true,
    // Turbopack keeps a build cache in .next/cache, which a host like Vercel restores for the next
    // build. A build that is thrown away with its checkout (.ci/run's fresh clone) only pays to write it.
    turbopackFileSystemCacheForBuild: process.env.BUILD_CACHE !== "off",
  },
  // Server-only libraries loaded from node_modules at run time rather than bundled: every module
  // in the build widens the ids Turbopack writes into each page's HTML, a few hundred bytes a page.
  // harfbuzzjs too: it finds its WebAssembly beside its own module.
  serverExternalPackages: ["pdf-lib", "otplib", "lean-qr", "@simplewebauthn/server", "harfbuzzjs"],
  outputFileTracingIncludes: {
    // The health check compares the database with the migrations this release ships (lib/ops/health.ts).
    "/api/health": ["./prisma/migrations/**/*"],
    // What writes a receipt's PDF (the payment answers and webhooks, the sweep that mails it, the
    // receipt routes) reads its fonts and HarfBuzz's subsetter by path (lib/receipts/pdf/).
    ...Object.fromEntries(
      ["/api/payments/**/*", "/api/cron/**/*", "/api/receipts/**/*", "/api/admin/receipts/**/*"].map((route) => [
        route,
        ["./node_modules/@expo-google-fonts/noto-sans*/{400Regular,700Bold}/*.ttf", "./node_modules/harfbuzzjs/dist/*.wasm"],
      ]),
    ),
    // The receipt page's web fonts (lib/receipts/receipt-page-fonts.ts).
    "/api/receipts/fonts/*": ["./node_modules/@fontsource-variable/*/files/*-wght-normal.woff2"],
  },
  // The dev server refuses its hot-reload socket to hosts other than localhost;
  // tests and screenshots reach it as 127.0.0.1.
  allowedDevOrigins: ["127.0.0.1"],
  // Blog images come from Sanity's image CDN, which sizes them itself
  // (sanityImageLoader, lib/cms/image.ts): the host's optimiser serves no remote image.
};

export default nextConfig;
