import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";
import { route } from "@/lib/http/route";

// next-auth answers with its own Responses; route() only stands between it and an unexpected throw.
const handler = route<Request, { params: Promise<{ nextauth: string[] }> }>(
  "auth",
  (request, context) => NextAuth(authOptions())(request, context) as Promise<Response>,
);

export { handler as GET, handler as POST };
