import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { getEnv } from "@/lib/env";
import { visitorKey } from "@/lib/http/client-ip";
import { endAdminSessions } from "./session-version";
import { signInAdmin } from "./sign-in";

export const sessionMaxAgeSeconds = 8 * 60 * 60;

/** Development only: production refuses to start without NEXTAUTH_SECRET (lib/env.ts). */
const developmentSecret = "development-only-secret-not-for-production-use";

export function authOptions(): NextAuthOptions {
  const env = getEnv();
  const siteUrl = env.NEXTAUTH_URL ?? env.NEXT_PUBLIC_SITE_URL;
  return {
    secret: env.NEXTAUTH_SECRET ?? developmentSecret,
    session: { strategy: "jwt", maxAge: sessionMaxAgeSeconds },
    jwt: { maxAge: sessionMaxAgeSeconds },
    // httpOnly and sameSite=lax are next-auth's defaults; secure (and the __Secure- prefix) over
    // https. Vercel serves only https, also when no URL is configured (Preview); production
    // elsewhere refuses to start with a plain-http URL off loopback (lib/env.ts).
    useSecureCookies: siteUrl.startsWith("https://") || Boolean(env.VERCEL),
    pages: { signIn: "/login", error: "/login" },
    providers: [
      CredentialsProvider({
        name: "Admin",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        async authorize(credentials, request) {
          const result = await signInAdmin(credentials?.email ?? "", credentials?.password ?? "", visitorKey(request?.headers));
          // next-auth passes a thrown message to the sign-in form; it is the same for every failure.
          if (!result.ok) throw new Error(result.message);
          return { id: result.admin.id, email: result.admin.email, sessionVersion: result.admin.sessionVersion };
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          token.adminId = user.id;
          token.sessionVersion = "sessionVersion" in user ? user.sessionVersion : undefined;
        }
        return token;
      },
      session({ session, token }) {
        return {
          ...session,
          user: { email: token.email ?? "" },
          adminId: typeof token.adminId === "string" ? token.adminId : "",
          sessionVersion: typeof token.sessionVersion === "number" ? token.sessionVersion : null,
        };
      },
    },
    events: {
      // Signing out ends the session for good: the cookie's JWT would otherwise stay valid until it expires.
      async signOut({ token }) {
        if (typeof token?.adminId === "string") await endAdminSessions(token.adminId);
      },
    },
  };
}
