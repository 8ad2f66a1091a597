import { describe, expect, it } from "vitest";
import { contactBudgetOptions } from "@/lib/i18n/records/contact-options";
import { socialPlatformOptions } from "@/lib/catalogue/quote-options";
import { formatPaise, optionLabel, optionLabels, paiseToDecimal } from "./labels";

describe("labels of stored choices", () => {
  it("shows the catalogue's labels, several joined in the order stored", () => {
    expect(optionLabel(contactBudgetOptions, "discuss")).toBe("Let's discuss");
    expect(optionLabels(socialPlatformOptions, ["youtube", "instagram"])).toBe("YouTube, Instagram");
  });

  it("shows an unknown stored value as it is, and nothing for none", () => {
    expect(optionLabel(contactBudgetOptions, "retired-band")).toBe("retired-band");
    expect(optionLabel(contactBudgetOptions, null)).toBe("");
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
