import { describe, expect, it } from "vitest";
import { loginDelayMs, loginThrottle } from "./throttle";

describe("loginDelayMs", () => {
  it("costs nothing up to the threshold, then doubles up to a cap, never locking", () => {
    const threshold = loginThrottle.slowdownAfterFailures;
    expect(loginDelayMs(0)).toBe(0);
    expect(loginDelayMs(threshold - 1)).toBe(0);
    expect([0, 1, 2, 3, 4, 5].map((over) => loginDelayMs(threshold + over))).toEqual([500, 1000, 2000, 4000, 8000, 8000]);
    expect(loginDelayMs(10_000)).toBe(loginThrottle.maxDelayMs);
  });
});
