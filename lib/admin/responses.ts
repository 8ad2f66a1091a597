import "server-only";
import type { z } from "zod";

// Answers the admin handlers add to lib/http/responses.ts.

export function notFound(): Response {
  return Response.json({ error: "not_found" }, { status: 404 });
}

/** A zod failure as the contract's 400 body. */
export function invalid(error: z.ZodError): Response {
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string") (fieldErrors[field] ??= []).push(issue.message);
    else formErrors.push(issue.message);
  }
  return Response.json({ error: "validation", fieldErrors, formErrors }, { status: 400 });
}

