import "server-only";
import { after } from "next/server";
import { coalesced } from "./coalesced";
import { deliverPendingMail } from "./outbox";

/** Sends what the outbox holds right after the answer (a submission's mail, an admin's alert). */
export function flushOutboxAfterResponse(): void {
  runAfterResponse(flushOutbox);
}

/**
 * `task` once the answer has gone, inside the request (after()). A handler called directly
 * (the integration tests call them so) has no request: the task is left to the scheduled
 * sweep, which does the same work.
 */
export function runAfterResponse(task: () => Promise<void>): void {
  try {
    after(task);
  } catch (error) {
    // after() exists only inside a request Next serves. Any other failure is a real one.
    if (!(error instanceof Error && error.message.includes("called outside a request scope"))) throw error;
  }
}

// One flush at a time in this process: a submission answered while one runs
// gets one more pass, which sends its mail with whatever else came in
// meanwhile. Under load one claim and one update serve many submissions, where
// each used to pay its own round trips. Every caller's after() waits for the
// pass that carries its mail, so a serverless instance stays up for it.
export const flushOutbox = coalesced(async () => {
  try {
    // Until none is due: mail that came in while this pass ran is this pass's too.
    await deliverPendingMail({ maxBatches: Number.POSITIVE_INFINITY });
  } catch (error) {
    console.error("[outbox] mail delivery failed; the scheduled sweep will retry", error);
  }
});
