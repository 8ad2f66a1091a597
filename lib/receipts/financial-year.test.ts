import { describe, expect, it } from "vitest";
import { financialYearOf, receiptNumber } from "./financial-year";

describe("financialYearOf", () => {
  it.each([
    ["2026-04-01T00:00:00+05:30", "2026-27"],
    ["2027-03-31T23:59:59.999+05:30", "2026-27"],
    ["2027-04-01T00:00:00+05:30", "2027-28"],
    // 31 March 19:00 UTC is already 1 April in Hyderabad.
    ["2027-03-31T19:00:00Z", "2027-28"],
    ["2027-03-31T18:29:59Z", "2026-27"],
    ["2026-12-31T20:00:00Z", "2026-27"],
    ["2099-06-01T00:00:00Z", "2099-00"],
  ])("puts %s in %s", (at, year) => {
    expect(financialYearOf(new Date(at))).toBe(year);
  });
});

describe("receiptNumber", () => {
  it("pads to four digits and grows past them", () => {
    expect(receiptNumber("2026-27", 1)).toBe("RCPT/2026-27/0001");
    expect(receiptNumber("2026-27", 12_345)).toBe("RCPT/2026-27/12345");
  });
});
