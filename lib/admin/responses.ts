import "server-only";
import type { z } from "zod";
import { validationFailed } from "@/lib/http/responses";
import { flattenIssues } from "@/lib/validation/parse-request";
import { Answer } from "@/lib/http/answer";

// Answers the admin handlers add to lib/http/responses.ts.

export function notFound(): Answer {
  return Answer.json(404, { error: "not_found" });
}

/** A zod failure as the contract's 400 body. */
export function invalid(error: z.ZodError): Answer {
  const { fieldErrors, formErrors } = flattenIssues(error);
  return validationFailed(fieldErrors, formErrors);
}
