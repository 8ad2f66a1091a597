import "server-only";
import { NextRequest } from "next/server";
import { getEnv, isLoopback } from "@/lib/env";
import type { Answer } from "@/lib/http/answer";
import type { FormLimits } from "@/lib/http/form-limits";
import { mediaType, readFormBody } from "@/lib/http/read-body";
import { tooLarge, unsupported, validationFailed } from "@/lib/http/responses";

// next-auth reads its own bodies (JSON or urlencoded, whole, without a cap) and
// answers a body it cannot read, or a callbackUrl it cannot place, with a throw.
// Its routes take a request only past the checks every other route makes:
// the media type its own client sends, a byte cap, a field count, and a
// callbackUrl on this site. What passes is handed on as the same request.

/**
 * The most a sign-in may carry: an e-mail, a password of at most 1,024
 * characters, a code or a passkey's answer (16 KiB at most, lib/auth/second-factor.ts),
 * the CSRF token and a callbackUrl, percent-encoded.
 */
export const maxAuthBodyBytes = 64 * 1024;
const authFormLimits: FormLimits = { maxParts: 16, maxFiles: 0, maxFieldBytes: 20 * 1024 };

export type AdmittedAuthRequest = { ok: true; request: NextRequest } | { ok: false; answer: Answer };

/** The request for next-auth, or the answer that refuses it. */
export async function admitAuthRequest(request: NextRequest): Promise<AdmittedAuthRequest> {
  if (!isOwnCallbackUrl(request.nextUrl.searchParams.get("callbackUrl"))) return refusedCallbackUrl();
  if (request.method !== "POST") {
    // The credentials callback takes only the sign-in form's POST; next-auth answers a GET with a 500.
    if (/\/callback\/credentials\/?$/.test(request.nextUrl.pathname)) {
      return { ok: false, answer: validationFailed({}, ["Sign in with the form."]) };
    }
    return { ok: true, request };
  }
  // next-auth's client (signIn, signOut, its logger) sends every body as a form.
  if (mediaType(request) !== "application/x-www-form-urlencoded") {
    return { ok: false, answer: unsupported("Send the form as application/x-www-form-urlencoded.") };
  }
  const body = await readFormBody(request, maxAuthBodyBytes, authFormLimits);
  if (!body.ok) {
    if (body.reason === "too-large") return { ok: false, answer: tooLarge({ limit: "request", maxBytes: maxAuthBodyBytes }) };
    return { ok: false, answer: validationFailed({}, ["The form data could not be read."]) };
  }
  // Every form next-auth's client posts carries fields (a CSRF token at least, or a log entry).
  if (body.form.keys().next().done) return { ok: false, answer: validationFailed({}, ["The form is empty."]) };
  const callbackUrl = body.form.get("callbackUrl");
  if (callbackUrl !== null && (typeof callbackUrl !== "string" || !isOwnCallbackUrl(callbackUrl))) return refusedCallbackUrl();
  const form = new URLSearchParams();
  for (const [name, value] of body.form) if (typeof value === "string") form.append(name, value);
  return {
    ok: true,
    request: new NextRequest(request.url, {
      method: "POST",
      headers: request.headers,
      body: form,
    }),
  };
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

function refusedCallbackUrl(): AdmittedAuthRequest {
  return { ok: false, answer: validationFailed({ callbackUrl: ["Only an address on this site."] }) };
}
