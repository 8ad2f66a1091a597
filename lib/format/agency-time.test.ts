import { describe, expect, it } from "vitest";
import { agencyDate, agencyDateTime } from "./agency-time";

describe("agency time", () => {
  it("is India Standard Time, UTC+5:30", () => {
    expect(agencyDate(new Date("2024-12-31T20:00:00Z"))).toBe("2025-01-01");
    expect(agencyDateTime(new Date("2025-03-04T18:45:07.500Z"))).toBe("2025-03-05 00:15:07");
  });

  it("writes a missing time as nothing", () => {
    expect(agencyDateTime(null)).toBe("");
  });
});
