import { describe, expect, it } from "vitest";
import { formatInr, formatPaise, paiseToDecimal } from "./inr";

describe("formatInr", () => {
  it.each([
    [0, "₹0"],
    [800, "₹800"],
    [999, "₹999"],
    [1000, "₹1,000"],
    [4599, "₹4,599"],
    [10499, "₹10,499"],
    [32999, "₹32,999"],
    [100000, "₹1,00,000"],
    [261425, "₹2,61,425"],
    [328670, "₹3,28,670"],
    [1234567, "₹12,34,567"],
    [123456789, "₹12,34,56,789"],
  ])("formats %d as %s with Indian grouping", (rupees, text) => {
    expect(formatInr(rupees)).toBe(text);
  });

  it("rounds to whole rupees", () => {
    expect(formatInr(45806.04)).toBe("₹45,806");
    expect(formatInr(1999.5)).toBe("₹2,000");
  });

  it("keeps the sign of a negative amount", () => {
    expect(formatInr(-1500)).toBe("-₹1,500");
  });

  it("rejects what is not an amount", () => {
    expect(() => formatInr(Number.NaN)).toThrow(RangeError);
    expect(() => formatInr(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe("formatPaise", () => {
  it("shows whole rupees without paise and with Indian grouping", () => {
    expect(formatPaise(459_900)).toBe("₹4,599");
    expect(formatPaise(1_00_00_000)).toBe("₹1,00,000");
  });

  it("shows paise when there are some", () => {
    expect(formatPaise(459_950)).toBe("₹4,599.50");
    expect(formatPaise(5)).toBe("₹0.05");
  });
});

describe("paiseToDecimal", () => {
  it("writes rupees with two decimals", () => {
    expect(paiseToDecimal(459_900)).toBe("4599.00");
    expect(paiseToDecimal(7)).toBe("0.07");
    expect(paiseToDecimal(-150)).toBe("-1.50");
  });
});
