import "server-only";
import { getEnv, isLoopback } from "@/lib/env";
import type { Answer } from "@/lib/http/answer";
import type { FormLimits } from "@/lib/http/form-limits";
import { validationFailed } from "@/lib/http/responses";

// next-auth reads its own bodies (JSON or urlencoded, whole, without a cap) and
// answers a body it cannot read, or a callbackUrl it cannot place, with a throw.
// Its routes take a request only past the checks every other route makes:
// the media type its own client sends, a byte cap, a field count (endpoint()'s
// steps), and a callbackUrl on this site (below). What passes is handed on as
// the same request.

/**
 * The most a sign-in may carry: an e-mail, a password of at most 1,024
 * characters, a code or a passkey's answer (16 KiB at most, lib/auth/second-factor.ts),
 * the CSRF token and a callbackUrl, percent-encoded.
 */
export const maxAuthBodyBytes = 64 * 1024;
export const authFormLimits: FormLimits = { maxParts: 16, maxFiles: 0, maxFieldBytes: 20 * 1024 };

/**
 * The query's callbackUrl and the method and path asked for, checked before next-auth sees
 * them; the refusal, or null. (A POST's media type, cap and field count are endpoint()'s.)
 */
export function refuseAuthQuery(url: URL, method: string): Answer | null {
  if (!isOwnCallbackUrl(url.searchParams.get("callbackUrl"))) return refusedCallbackUrl();
  // The credentials callback takes only the sign-in form's POST; next-auth answers a GET with a 500.
  if (method !== "POST" && /\/callback\/credentials\/?$/.test(url.pathname)) return validationFailed({}, ["Sign in with the form."]);
  return null;
}

/** A POST's form as next-auth will read it, urlencoded again, or the refusal. */
export function admitAuthForm(form: FormData): { ok: true; body: URLSearchParams } | { ok: false; answer: Answer } {
  // Every form next-auth's client posts carries fields (a CSRF token at least, or a log entry).
  if (form.keys().next().done) return { ok: false, answer: validationFailed({}, ["The form is empty."]) };
  const callbackUrl = form.get("callbackUrl");
  if (callbackUrl !== null && (typeof callbackUrl !== "string" || !isOwnCallbackUrl(callbackUrl))) {
    return { ok: false, answer: refusedCallbackUrl() };
  }
  const body = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string") body.append(name, value);
  return { ok: true, body };
}

/** A path on this site, or an address at its own origin; absent is fine (next-auth takes the site's root). */
export function isOwnCallbackUrl(value: string | null): boolean {
  if (value === null) return true;
  if (value.startsWith("/")) return !value.startsWith("//") && !value.startsWith("/\\") && !/[\u0000-\u001f]/.test(value);
  const env = getEnv();
  const site = new URL(env.NEXTAUTH_URL ?? env.NEXT_PUBLIC_SITE_URL);
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.origin === site.origin) return true;
  // A site on loopback is the same site under its other loopback names (a browser on localhost for passkeys).
  return isLoopback(site.hostname) && isLoopback(url.hostname) && url.protocol === site.protocol && url.port === site.port;
}

function refusedCallbackUrl(): Answer {
  return validationFailed({ callbackUrl: ["Only an address on this site."] });
}
