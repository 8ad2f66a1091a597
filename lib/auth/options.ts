import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { requestOrigin } from "@/lib/audit/network";
import { getEnv } from "@/lib/env";
import { visitorKey } from "@/lib/http/client-ip";
import { flushOutboxAfterResponse } from "@/lib/mail/flush-after-response";
import { authSecret } from "./auth-secret";
import { browserName } from "./browser-name";
import { adminForSession, endSession, sessionMaxAgeSeconds } from "./session-version";
import { signInAdmin } from "./sign-in";

export { sessionMaxAgeSeconds };

function header(headers: Record<string, unknown> | undefined, name: string): string | undefined {
  const value = headers?.[name];
  return typeof value === "string" ? value : undefined;
}

export function authOptions(): NextAuthOptions {
  const env = getEnv();
  const siteUrl = env.NEXTAUTH_URL ?? env.NEXT_PUBLIC_SITE_URL;
  return {
    secret: authSecret(),
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
        // The second step of the form sends the password again with `code` (an app's or a
        // recovery code) or `passkey` (a WebAuthn answer): nothing is half signed in between.
        credentials: {
          email: { label: "Email", type: "email" },
          password: { label: "Password", type: "password" },
          code: { label: "Code", type: "text" },
          passkey: { label: "Passkey", type: "text" },
        },
        async authorize(credentials, request) {
          const headers = request?.headers as Record<string, unknown> | undefined;
          const result = await signInAdmin(
            credentials?.email ?? "",
            credentials?.password ?? "",
            visitorKey(request?.headers),
            { code: credentials?.code || undefined, passkey: credentials?.passkey || undefined },
            { browser: browserName(header(headers, "user-agent")), origin: requestOrigin(request?.headers) },
          );
          // next-auth passes a thrown message to the sign-in form.
          if (!result.ok) throw new Error(result.message);
          flushOutboxAfterResponse();
          return {
            id: result.admin.id,
            email: result.admin.email,
            sessionVersion: result.admin.sessionVersion,
            sessionId: result.admin.sessionId,
          };
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          token.adminId = user.id;
          token.sessionVersion = "sessionVersion" in user ? user.sessionVersion : undefined;
          token.sessionId = "sessionId" in user ? user.sessionId : undefined;
        }
        return token;
      },
      session({ session, token }) {
        return {
          ...session,
          user: { email: token.email ?? "" },
          adminId: typeof token.adminId === "string" ? token.adminId : "",
          sessionId: typeof token.sessionId === "string" ? token.sessionId : "",
          sessionVersion: typeof token.sessionVersion === "number" ? token.sessionVersion : null,
        };
      },
    },
    events: {
      // Signing out ends this session for good: the cookie's JWT would otherwise stay valid until it expires.
      async signOut({ token }) {
        const admin = await adminForSession(token ?? null);
        if (admin) await endSession(admin, admin.sessionId, { network: null, country: null }, "sign-out");
      },
    },
  };
}
