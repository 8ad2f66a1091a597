import { describe, expect, it } from "vitest";
import { suggestedLocale, suggestionTexts } from "./suggestion";

describe("suggestedLocale", () => {
  it("suggests Telugu or Hindi when the browser ranks it above English", () => {
    expect(suggestedLocale(["te-IN", "en-US"])).toBe("te");
    expect(suggestedLocale(["HI"])).toBe("hi");
    expect(suggestedLocale(["ta-IN", "hi-IN", "en"])).toBe("hi");
  });

  it("suggests nothing to a browser that prefers English or neither language", () => {
    expect(suggestedLocale(["en-IN", "te-IN"])).toBeNull();
    expect(suggestedLocale(["ta-IN", "kn"])).toBeNull();
    expect(suggestedLocale([])).toBeNull();
  });

  it("speaks to the visitor in the suggested language, not in English", () => {
    for (const words of Object.values(suggestionTexts)) for (const text of Object.values(words)) expect(text).not.toMatch(/[A-Za-z]/);
  });
});
