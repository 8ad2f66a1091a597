import type { Instrumentation } from "next";
import { requestErrorLine } from "@/lib/ops/request-error-log";

// Runs once when the server starts: a missing or malformed variable stops it
// at boot with a message naming the variable, not at the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { checkEnvAtStart } = await import("@/lib/check-env-at-start");
    checkEnvAtStart();
  }
}

// Every error a route handler or page throws, as one JSON line (lib/ops/request-error-log.ts),
// and counted for the dashboard by route, name and digest (lib/analytics/server-errors.ts).
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  console.error(requestErrorLine(error, request, context));
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { countServerError } = await import("@/lib/analytics/server-errors");
    await countServerError(error, context.routePath, request.path);
  }
};
