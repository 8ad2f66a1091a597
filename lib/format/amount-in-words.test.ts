import { describe, expect, it } from "vitest";
import { indianNumberInWords, rupeesInWords } from "./amount-in-words";

describe("rupeesInWords", () => {
  it.each([
    [914_700, "Rupees nine thousand one hundred forty-seven only"],
    [100, "Rupees one only"],
    [0, "Rupees zero only"],
    [199_900, "Rupees one thousand nine hundred ninety-nine only"],
    [10_000_000, "Rupees one lakh only"],
    [3_28_67_000_00, "Rupees three crore twenty-eight lakh sixty-seven thousand only"],
    [2_637_050, "Rupees twenty-six thousand three hundred seventy and fifty paise only"],
    [1_100, "Rupees eleven only"],
  ])("writes %i paise as %s", (paise, words) => {
    expect(rupeesInWords(paise)).toBe(words);
  });

  it("writes crores of crores without losing a group", () => {
    expect(indianNumberInWords(1_00_00_00_000)).toBe("one hundred crore");
    expect(indianNumberInWords(12_34_56_789)).toBe("twelve crore thirty-four lakh fifty-six thousand seven hundred eighty-nine");
  });

  it("refuses what is not a whole, non-negative amount", () => {
    expect(() => rupeesInWords(-1)).toThrow(RangeError);
    expect(() => rupeesInWords(1.5)).toThrow(RangeError);
  });
});
