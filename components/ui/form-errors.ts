import type { z } from "zod";
import type { TooManyTexts, WaitTexts } from "@/lib/i18n/messages/en/form-texts";
import { fill } from "@/lib/i18n/fill";
import { toast } from "./toast";

// The lead forms' error handling that needs no React: from a schema's issues or
// a server's 400 to one message per field (the form's hook picks the field to focus).

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

/** The contact and careers forms' answer to a 429: what was sent too often, and when to try again. */
export function showTooMany(texts: TooManyTexts, retryAfterSeconds: number) {
  toast.error(texts.title, { description: fill(texts.description, { wait: waitText(retryAfterSeconds, texts) }) });
}

/**
 * "3 minutes" from a Retry-After in seconds, in the form's words; "30 seconds"
 * under a minute when the words have seconds (the quote wizard's), else "1 minute".
 */
export function waitText(seconds: number, words: WaitTexts & { seconds?: string }): string {
  if (words.seconds !== undefined && seconds < 60) return fill(words.seconds, { count: Math.max(1, Math.round(seconds)) });
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return fill(minutes === 1 ? words.minute : words.minutes, { count: minutes });
}
