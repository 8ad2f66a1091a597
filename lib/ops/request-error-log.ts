import type { Instrumentation } from "next";

type OnRequestError = Instrumentation.onRequestError;

/**
 * The one log line of an error a route handler or page threw: where and what,
 * for a log drain to filter. Never the request's body or headers, nor the
 * error's message, which may quote what a visitor typed.
 */
export function requestErrorLine(
  error: unknown,
  request: Pick<Parameters<OnRequestError>[1], "method">,
  context: Pick<Parameters<OnRequestError>[2], "routePath" | "routeType">,
): string {
  const digest = typeof error === "object" && error !== null && "digest" in error ? String(error.digest) : undefined;
  return JSON.stringify({
    level: "error",
    event: "request_error",
    method: request.method,
    route: context.routePath,
    routeType: context.routeType,
    status: 500,
    error: error instanceof Error ? error.name : typeof error,
    digest,
  });
}
