import type { ApiFailure } from "@/lib/browser/api/call-api";

/** What the admin is told when a call to the API fails: what the answer says, or `fallback`. */
export function failureMessage(failure: ApiFailure, fallback = "That did not work. Please try again."): string {
  if (failure.status === 0) return "Could not reach the server. Please try again.";
  if (failure.status === 401) return "Your session has ended. Sign in again.";
  return failure.message ?? fallback;
}
