import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { endpoint } from "@/lib/api/endpoint";
import { admitAuthForm, authFormLimits, maxAuthBodyBytes, refuseAuthQuery } from "@/lib/auth/auth-requests";
import { authOptions } from "@/lib/auth/options";
import { validationFailed } from "@/lib/http/responses";

// next-auth answers with its own Responses, for the requests lib/auth/auth-requests.ts lets
// through (a callbackUrl on this site; for a POST, past endpoint()'s media type, byte cap and
// field count, a form that is not empty); endpoint() stands between it and a throw.

/**
 * next-auth's handler for a request made anew from the one Next handed over (its URL and
 * headers, and the admitted form for a POST): the platform's request object is not copied.
 */
const nextAuth = (request: Request, nextauth: string, body?: URLSearchParams) =>
  NextAuth(authOptions())(new NextRequest(request.url, { method: request.method, headers: request.headers, body }), {
    params: Promise.resolve({ nextauth: nextauth.split("/") }),
  }) as Promise<Response>;

export const GET = endpoint({ name: "auth", params: ["nextauth"] }, async ({ url, request, params }) => {
  return refuseAuthQuery(url, "GET") ?? nextAuth(request, params.nextauth);
});

export const POST = endpoint(
  {
    name: "auth",
    params: ["nextauth"],
    // next-auth's client (signIn, signOut, its logger) sends every body as a form.
    media: "application/x-www-form-urlencoded",
    form: { maxBytes: maxAuthBodyBytes, limits: authFormLimits, refuse: () => validationFailed({}, ["The form data could not be read."]) },
  },
  async ({ url, form, request, params }) => {
    const refused = refuseAuthQuery(url, "POST");
    if (refused) return refused;
    const admitted = admitAuthForm(form);
    if (!admitted.ok) return admitted.answer;
    return nextAuth(request, params.nextauth, admitted.body);
  },
);
