import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy, originOf } from "@/lib/security/csp";

// Runs before every page: adds the Content-Security-Policy (built here, at
// request time, from the running server's settings), and sends visitors
// without a session cookie from /admin straight to /login. The redirect is a
// convenience only: every admin page and /api/admin handler checks the session
// itself (lib/auth/session.ts).
const sessionCookies = ["next-auth.session-token", "__Secure-next-auth.session-token"];

const policy = contentSecurityPolicy({
  development: process.env.NODE_ENV === "development",
  imageOrigins: originOf(process.env.SANITY_API_HOST),
});

function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

export function proxy(request: NextRequest) {
  const withoutSession = !sessionCookies.some((name) => request.cookies.has(name));
  const response =
    isAdminPath(request.nextUrl.pathname) && withoutSession
      ? NextResponse.redirect(new URL("/login", request.url))
      : NextResponse.next();
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

// Pages only: not route handlers (JSON and downloads set their own headers), Next's
// static assets, optimised images or files in public/.
export const config = {
  matcher: ["/((?!api/|_next/static|_next/image|favicon.ico|.*\\.(?:svg|png|jpg|jpeg|webp|ico|pdf|zip|xlsx|txt|xml)$).*)"],
};
