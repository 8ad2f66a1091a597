import { describe, expect, it } from "vitest";
import { estimateQuote, urgencyMultiplier } from "./estimate";

describe("estimateQuote", () => {
  it.each([
    ["marketing", 4599],
    ["production", 10499],
    ["entertainment", 1999],
    ["emark", 32999],
    ["web", 7999],
  ])("prices the %s service at %d", (id, price) => {
    expect(estimateQuote({ services: [id], addOns: [] })).toBe(price);
  });

  it.each([
    ["graphics", 1499],
    ["boost", 3999],
    ["seo-pro", 6999],
    ["branding", 3499],
    ["reels", 3499],
    ["audit", 1499],
    ["copywriting", 1999],
    ["support", 1499],
  ])("charges the %s add-on once at %d", (id, price) => {
    expect(estimateQuote({ services: [], addOns: [id] })).toBe(price);
  });

  it.each([
    ["standard", 6098], // 4,599 + 1,499
    ["priority", 7623], // x 1.25 = 7,622.5
    ["rush", 9147], // x 1.5
  ] as const)("applies the %s urgency", (urgency, total) => {
    expect(estimateQuote({ services: ["marketing"], addOns: ["graphics"], urgency })).toBe(total);
  });

  it.each([
    ["standard", 82587], // 58,095 for the five services + 24,492 for the eight add-ons
    ["priority", 103234], // 1,03,233.75
    ["rush", 123881], // 1,23,880.5
  ] as const)("adds everything at %s urgency", (urgency, total) => {
    const everything = {
      services: ["marketing", "production", "entertainment", "emark", "web"],
      addOns: ["graphics", "boost", "seo-pro", "branding", "reels", "audit", "copywriting", "support"],
      urgency,
    };
    expect(estimateQuote(everything)).toBe(total);
  });

  it("defaults to standard urgency", () => {
    expect(estimateQuote({ services: ["web"], addOns: ["support"] })).toBe(9498);
  });

  it("ignores unknown ids and counts a repeated id once", () => {
    expect(estimateQuote({ services: ["custom", "web", "web"], addOns: ["nope", "audit", "audit"] })).toBe(9498);
  });

  it("is 0 for an empty selection", () => {
    expect(estimateQuote({ services: [], addOns: [], urgency: "rush" })).toBe(0);
  });

  it("has the spec's multipliers", () => {
    expect([urgencyMultiplier("standard"), urgencyMultiplier("priority"), urgencyMultiplier("rush")]).toEqual([1, 1.25, 1.5]);
  });
});
