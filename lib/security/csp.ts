import { receiptThemeScriptHash } from "./receipt-theme-script";

// The Content-Security-Policy of every page: fixed at build for prerendered
// pages (next.config.ts), built per request with a nonce for the rest (proxy.ts),
// so the image origin of a configured Sanity API host is allowed where it is
// set. No 'unsafe-eval' outside development (React's dev tooling needs it).
//
// Scripts: the site's own, and Razorpay's checkout. No inline script runs
// unless it is one the page was built or rendered with:
// - pages rendered per request (the admin, the sign-in, search results, the
//   blog) get a fresh nonce: Next puts it on every script it writes, our fixed
//   theme script is allowed by its hash, and 'strict-dynamic' lets those
//   scripts load the rest;
// - prerendered pages carry their own <meta> policy listing the sha256 of each
//   of their inline scripts, written into the HTML after the build
//   (lib/security/inline-script-pins.ts). Their header allows inline scripts,
//   because a browser enforces both policies and the <meta> is the stricter.
//   Unknown service and resource ids get their section's prerendered
//   not-found screen, pinned the same way (docs/security.md).

const razorpay = {
  script: "https://checkout.razorpay.com",
  frames: ["https://api.razorpay.com", "https://checkout.razorpay.com"],
  connect: "https://*.razorpay.com",
};

export interface CspOptions {
  development: boolean;
  /** Extra origins images may come from (Sanity's CDN is always allowed). */
  imageOrigins?: readonly string[];
  /** For a page rendered per request: this request's nonce, and the hashes of our own fixed inline scripts. */
  perRequest?: { nonce: string; scriptHashes: readonly string[] };
}

export function contentSecurityPolicy({ development, imageOrigins = [], perRequest }: CspOptions): string {
  const inlineScripts = perRequest
    ? [`'nonce-${perRequest.nonce}'`, "'strict-dynamic'", ...perRequest.scriptHashes.map((hash) => `'${hash}'`)]
    : ["'unsafe-inline'"];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": scriptSources(inlineScripts, development),
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https://cdn.sanity.io", ...imageOrigins],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", razorpay.connect, ...(development ? ["ws:"] : [])],
    "frame-src": razorpay.frames,
    ...lockedDown,
  };
  return written(directives);
}

/** What every policy here forbids alike: being framed, plugins, moving the base URL, posting forms elsewhere. */
const lockedDown: Record<string, string[]> = {
  "frame-ancestors": ["'none'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
};

function written(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/**
 * What the embedded Studio (/studio) may reach, and nothing else: its
 * project's API (queries, mutations, its listener and presence over
 * WebSocket, the sign-in check), Sanity's global API (feedback and telemetry
 * intake), the JSON of Sanity's module CDN the Studio polls to tell editors
 * about a newer version (a fetch, never a script), images from Sanity's CDN and
 * the editors' avatars from their sign-in providers. Its scripts are the site's own, loaded under this
 * response's nonce; styled-components writes <style> elements, covered by
 * the site-wide style-src 'unsafe-inline'. No Razorpay here.
 */
export interface StudioCspOptions {
  development: boolean;
  /** The configured project, or null: the page then only explains what to set. */
  projectId: string | null;
  nonce: string;
  scriptHashes: readonly string[];
}

export const studioAvatarOrigins = ["https://lh3.googleusercontent.com", "https://avatars.githubusercontent.com"] as const;

export function studioContentSecurityPolicy({ development, projectId, nonce, scriptHashes }: StudioCspOptions): string {
  const project = projectId
    ? [`https://${projectId}.api.sanity.io`, `wss://${projectId}.api.sanity.io`, "https://api.sanity.io", "https://sanity-cdn.com"]
    : [];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...scriptHashes.map((hash) => `'${hash}'`),
      ...(development ? ["'unsafe-eval'"] : []),
    ],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https://cdn.sanity.io", ...(projectId ? studioAvatarOrigins : [])],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...project, ...(development ? ["ws:"] : [])],
    "frame-src": ["'none'"],
    ...lockedDown,
  };
  return written(directives);
}

/** JSON answers of the route handlers: they load nothing and belong in no frame. */
export const apiPolicy = "default-src 'none'; frame-ancestors 'none'";

/**
 * The newsletter's link pages (lib/newsletter/link-pages.ts): plain HTML with
 * its own <style>, a form posting back to itself, and no script at all.
 */
export const linkPagePolicy = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/**
 * A receipt's page (lib/receipts/receipt-page.ts): a link page that also loads
 * the site's fonts from its own origin and runs one script, the theme rule, by hash.
 */
export const receiptPagePolicy = `default-src 'none'; style-src 'unsafe-inline'; font-src 'self'; script-src ${receiptThemeScriptHash}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

/**
 * next-auth's own pages under /api/auth (its sign-out confirmation, and the
 * sign-in and error pages should anyone open them there rather than /login):
 * server-rendered HTML with an inline <style>, forms posting to /api/auth,
 * no script; its JSON answers need nothing more.
 */
export const authPagesPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** The policy a prerendered page carries in its <meta>: its own inline scripts, by hash, and nothing else inline. */
export function prerenderedPageScriptPolicy(scriptHashes: readonly string[]): string {
  return `script-src ${scriptSources(
    scriptHashes.map((hash) => `'${hash}'`),
    false,
  ).join(" ")}`;
}

function scriptSources(inlineScripts: readonly string[], development: boolean): string[] {
  return ["'self'", ...inlineScripts, razorpay.script, ...(development ? ["'unsafe-eval'"] : [])];
}

/** The origin of a URL, or nothing for a missing or malformed one. */
export function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}
