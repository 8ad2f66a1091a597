// The Content-Security-Policy of every page, built at request time (proxy.ts)
// so the image origin of a configured Sanity API host is allowed where it is
// set. No 'unsafe-eval' outside development (React's dev tooling needs it).
//
// Scripts: the site's own, and Razorpay's checkout. Next's prerendered pages
// carry inline scripts (the RSC payload, the theme script) that differ per page,
// and nonces would make every page render per request; so inline scripts are
// allowed ('unsafe-inline') while everything else is tight. Moving to hashes
// computed at build time is the next step (README, "Security").

const razorpay = {
  script: "https://checkout.razorpay.com",
  frames: ["https://api.razorpay.com", "https://checkout.razorpay.com"],
  connect: "https://*.razorpay.com",
};

export interface CspOptions {
  development: boolean;
  /** Extra origins images may come from (Sanity's CDN is always allowed). */
  imageOrigins?: readonly string[];
}

export function contentSecurityPolicy({ development, imageOrigins = [] }: CspOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-inline'", razorpay.script, ...(development ? ["'unsafe-eval'"] : [])],
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
