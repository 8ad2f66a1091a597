import "server-only";
import { createHash } from "node:crypto";

/**
 * What an Idempotency-Key is bound to: the sha256 of the validated submission
 * written as JSON with its keys sorted. Validated data rather than raw bytes,
 * so a resend that differs only in spacing, key order or a multipart boundary
 * is the same submission, while any changed value is not.
 */
// O(n log k) in the size n of the validated data (every field bounded by its schema; a resume enters as
// its sha256 or upload id): each value written once, each object's k keys sorted.
export function submissionFingerprint(submission: unknown): string {
  return createHash("sha256").update(canonicalJson(submission)).digest("hex");
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, field]) => `${JSON.stringify(name)}:${canonicalJson(field)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}
