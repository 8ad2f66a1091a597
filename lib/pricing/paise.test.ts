import { describe, expect, it } from "vitest";
import { toPaise } from "./paise";

describe("toPaise", () => {
  it("multiplies rupees by 100", () => {
    expect(toPaise(4599)).toBe(459900);
    expect(toPaise(328670)).toBe(32867000);
    expect(toPaise(0)).toBe(0);
  });

  it("never passes float noise on", () => {
    expect(toPaise(19.99)).toBe(1999);
    expect(toPaise(1.005)).toBe(100);
  });

  it("rejects negative and non-finite amounts", () => {
    expect(() => toPaise(-1)).toThrow(RangeError);
    expect(() => toPaise(Number.NaN)).toThrow(RangeError);
  });
});
