import "server-only";
import { createHash } from "node:crypto";

/**
 * What an Idempotency-Key is bound to: the sha256 of the validated submission
 * written as JSON with its keys sorted. Validated data rather than raw bytes,
 * so a resend that differs only in spacing, key order or a multipart boundary
 * is the same submission, while any changed value is not.
 */
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
