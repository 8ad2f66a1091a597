import { describe, expect, it } from "vitest";
import { plans } from "@/lib/i18n/records/plans";
import { yearlyDiscountPercent, yearlyPrice, yearlySaving } from "./yearly";

describe("yearly prices of the five plans", () => {
  // id, base price, yearly price, saving shown
  it.each([
    ["marketing", 4599, 45806, 9382], // 4,599 x 12 x 0.83 = 45,806.04
    ["production", 10499, 261425, null], // 10,499 x 30 x 0.83 = 2,61,425.1; per day: no saving
    ["entertainment", 1999, 19910, 4078], // 1,999 x 12 x 0.83 = 19,910.04
    ["emark", 32999, 328670, 67318], // 32,999 x 12 x 0.83 = 3,28,670.04
    ["web", 7999, 7999, null], // one-time: yearly equals the price, no saving
  ] as const)("%s: %d gives %d a year, saving %s", (id, base, yearly, saving) => {
    const plan = plans.find((candidate) => candidate.id === id);
    expect(plan?.monthlyPrice).toBe(base);
    if (!plan) return;
    expect(yearlyPrice(plan.monthlyPrice, plan.billing)).toBe(yearly);
    expect(yearlySaving(plan.monthlyPrice, plan.billing)).toBe(saving);
  });
});

describe("yearly rules", () => {
  it("discounts a year by 17%", () => {
    expect(yearlyDiscountPercent).toBe(17);
  });

  it("saves 12 x monthly - yearly on a recurring plan", () => {
    expect(yearlySaving(1000, "monthly")).toBe(12000 - 9960);
  });

  it("shows no saving when the monthly price is 0", () => {
    expect(yearlySaving(0, "monthly")).toBeNull();
  });

  it("would be negative for a per-day price, so none is shown", () => {
    expect(10499 * 12 - yearlyPrice(10499, "per-day")).toBeLessThan(0);
    expect(yearlySaving(10499, "per-day")).toBeNull();
  });
});
