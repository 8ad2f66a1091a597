import { describe, expect, it } from "vitest";
import { requestErrorLine } from "./request-error-log";

describe("requestErrorLine", () => {
  it("is one JSON line naming the route, the status and the error's kind, never its message", () => {
    const error = Object.assign(new TypeError("cannot read 'x' of priya@example.in"), { digest: "123" });
    const line = requestErrorLine(error, { method: "POST" }, { routePath: "/api/contact", routeType: "route" });

    expect(line).not.toContain("\n");
    expect(JSON.parse(line)).toEqual({
      level: "error",
      event: "request_error",
      method: "POST",
      route: "/api/contact",
      routeType: "route",
      status: 500,
      error: "TypeError",
      digest: "123",
    });
    expect(line).not.toContain("priya");
  });

  it("names a thrown non-error by its type", () => {
    expect(JSON.parse(requestErrorLine("boom", { method: "GET" }, { routePath: "/pricing", routeType: "render" })).error).toBe("string");
  });
});
