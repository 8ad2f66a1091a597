import { describe, expect, it } from "vitest";
import { contactBudgetOptions } from "@/lib/i18n/records/contact-options";
import { socialPlatformOptions } from "@/lib/catalogue/quote-options";
import { optionLabel, optionLabels } from "./labels";

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
