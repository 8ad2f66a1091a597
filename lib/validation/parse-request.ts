import { z } from "zod";

// How every handler turns a request's value into a schema's output, or into
// the HTTP contract's 400 body (zod's own flattening: one list of messages per
// top-level field, and the rest as form errors). No server-only code: the
// admin's privacy panel uses it too.

export type ParsedRequest<T> = { ok: true; data: T } | { ok: false; fieldErrors: Record<string, string[]>; formErrors: string[] };

/** A zod failure as the contract's fieldErrors and formErrors. */
export function flattenIssues(error: z.ZodError): { fieldErrors: Record<string, string[]>; formErrors: string[] } {
  const { fieldErrors, formErrors } = z.flattenError(error);
  // zod types the keys by the schema's output; on the wire they are plain field names.
  return { fieldErrors: fieldErrors as Record<string, string[]>, formErrors };
}

/** `input` checked against `schema`; a request body must be a JSON object. */
export function parseRequest<S extends z.ZodType>(schema: S, input: unknown): ParsedRequest<z.output<S>> {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, fieldErrors: {}, formErrors: ["The request body must be an object."] };
  }
  const result = schema.safeParse(input);
  return result.success ? { ok: true, data: result.data } : { ok: false, ...flattenIssues(result.error) };
}
