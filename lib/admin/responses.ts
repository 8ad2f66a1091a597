import "server-only";
import type { z } from "zod";
import { validationFailed } from "@/lib/http/responses";
import { flattenIssues } from "@/lib/validation/parse-request";

// Answers the admin handlers add to lib/http/responses.ts.

export function notFound(): Response {
  return Response.json({ error: "not_found" }, { status: 404 });
}

/** A zod failure as the contract's 400 body. */
export function invalid(error: z.ZodError): Response {
  const { fieldErrors, formErrors } = flattenIssues(error);
  return validationFailed(fieldErrors, formErrors);
}
