import { describe, expect, it } from "vitest";
import {
  contactBudgetLabel,
  contactServiceLabel,
  formatPaise,
  paiseToDecimal,
  quoteBudgetLabel,
  quoteItemLabels,
  quoteTimelineLabel,
} from "./labels";

describe("labels of stored choices", () => {
  it("shows the catalogue's labels", () => {
    expect(contactServiceLabel("web")).toBe("Web Development");
    expect(contactServiceLabel("custom")).toBe("Custom Solution");
    expect(contactBudgetLabel("discuss")).toBe("Let's discuss");
    expect(contactBudgetLabel("50000-100000")).toBe("₹50,000 - ₹1,00,000");
    expect(quoteTimelineLabel("3-plus-months")).toBe("3+ months");
    expect(quoteBudgetLabel("under-25000")).toBe("Under ₹25,000");
    expect(quoteItemLabels(["marketing"], ["seo-pro"])).toEqual(["Social Media Marketing", "SEO Pro Package"]);
  });

  it("shows an unknown stored value as it is, and nothing for none", () => {
    expect(contactServiceLabel("retired-service")).toBe("retired-service");
    expect(contactServiceLabel(null)).toBe("");
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
