// The Content-Security-Policy of every page, built at request time (proxy.ts)
// so the image origin of a configured Sanity API host is allowed where it is
// set. No 'unsafe-eval' outside development (React's dev tooling needs it).
//
// Scripts: the site's own, and Razorpay's checkout. Pages rendered per request
// (the admin, the sign-in, search results) get a fresh nonce: Next puts it on
// every script it writes, our fixed theme script is allowed by its hash, and no
// other inline script runs ('strict-dynamic' lets those scripts load the rest).
// Prerendered pages carry inline scripts (the RSC payload) that differ per page
// and change when a page is regenerated, and nonces would make them render per
// request; they allow inline scripts ('unsafe-inline') while everything else is
// tight (README, "Security").

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
    "script-src": ["'self'", ...inlineScripts, razorpay.script, ...(development ? ["'unsafe-eval'"] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https://cdn.sanity.io", ...imageOrigins],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", razorpay.connect, ...(development ? ["ws:"] : [])],
    "frame-src": razorpay.frames,
    "frame-ancestors": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
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
