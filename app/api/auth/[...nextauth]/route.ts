import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { admitAuthRequest } from "@/lib/auth/auth-requests";
import { authOptions } from "@/lib/auth/options";
import { route } from "@/lib/http/route";

// next-auth answers with its own Responses, for the requests admitAuthRequest lets through (a
// byte cap, its media type, a callbackUrl on this site); route() stands between it and a throw.
const handler = route<NextRequest, { params: Promise<{ nextauth: string[] }> }>("auth", async (request, context) => {
  const admitted = await admitAuthRequest(request);
  if (!admitted.ok) return admitted.answer;
  return NextAuth(authOptions())(admitted.request, context) as Promise<Response>;
});

export { handler as GET, handler as POST };
