import type { z } from "zod";

// The lead forms' error handling that needs no React: from a schema's issues or
// a server's 400 to one message per field, and which field takes the focus.

/** Messages per field name, as the forms show them. */
export type FieldErrors = Partial<Record<string, string>>;

/** The first message per field of a failed safeParse (or of a server's 400). */
export function firstErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === "string" && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** The first message per field of a server's { fieldErrors: { field: [messages] } }. */
export function firstServerErrors(fieldErrors: Record<string, string[]>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    if (messages[0]) errors[field] = messages[0];
  }
  return errors;
}

/** The first field of `order` that has an error, to move the focus to. */
export function firstInvalid<F extends string>(order: readonly F[], errors: FieldErrors): F | undefined {
  return order.find((field) => errors[field] !== undefined);
}

/** "try again in 3 minutes" from a Retry-After in seconds. */
export function retryAfterText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}
