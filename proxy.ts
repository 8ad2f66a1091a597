import { createHash, randomBytes } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { themeScript } from "@/components/layout/theme-script";
import { contentSecurityPolicy, originOf, type CspOptions } from "@/lib/security/csp";
import { isAdminPath, rendersPerRequest } from "@/lib/security/rendered-per-request";

// Runs before every page: adds the Content-Security-Policy (built here, at
// request time, from the running server's settings), and sends visitors
// without a session cookie from /admin straight to /login. The redirect is a
// convenience only: every admin page and /api/admin handler checks the session
// itself (lib/auth/session.ts).
const sessionCookies = ["next-auth.session-token", "__Secure-next-auth.session-token"];

const siteSettings: CspOptions = {
  development: process.env.NODE_ENV === "development",
  imageOrigins: originOf(process.env.SANITY_API_HOST),
};
const prerenderedPagePolicy = contentSecurityPolicy(siteSettings);
const themeScriptHash = `sha256-${createHash("sha256").update(themeScript).digest("base64")}`;

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const withoutSession = !sessionCookies.some((name) => request.cookies.has(name));
  if (isAdminPath(pathname) && withoutSession) {
    const redirect = NextResponse.redirect(new URL("/login", request.url));
    redirect.headers.set("Content-Security-Policy", prerenderedPagePolicy);
    return redirect;
  }
  if (!rendersPerRequest(pathname)) {
    const response = NextResponse.next();
    response.headers.set("Content-Security-Policy", prerenderedPagePolicy);
    return response;
  }
  const nonce = randomBytes(18).toString("base64");
  const policy = contentSecurityPolicy({ ...siteSettings, perRequest: { nonce, scriptHashes: [themeScriptHash] } });
  // Next reads the nonce from the request's policy and puts it on the scripts it writes.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

// Pages only: not route handlers (JSON and downloads set their own headers), Next's
// static assets, optimised images or files in public/.
export const config = {
  matcher: ["/((?!api/|_next/static|_next/image|favicon.ico|.*\\.(?:svg|png|jpg|jpeg|webp|ico|pdf|zip|xlsx|txt|xml)$).*)"],
};
