import { describe, expect, it } from "vitest";
import { p75, vitalBucket, vitalRating, vitalScales } from "./vitals";

describe("Web Vitals histograms", () => {
  it("puts a reading in the first bucket whose edge it does not exceed, and past the last edge in the open bucket", () => {
    expect(vitalBucket("LCP", 0)).toBe(0);
    expect(vitalBucket("LCP", 2500)).toBe(vitalScales.LCP.edges.indexOf(2500));
    expect(vitalBucket("LCP", 2501)).toBe(vitalScales.LCP.edges.indexOf(3000));
    expect(vitalBucket("CLS", 0.1)).toBe(vitalScales.CLS.edges.indexOf(0.1));
    expect(vitalBucket("TTFB", 60_000)).toBe(vitalScales.TTFB.edges.length);
  });

  it("reads the 75th percentile as its bucket's upper edge, rated as Google rates the true value", () => {
    const counts = (values: number[]) => {
      const histogram = new Map<number, number>();
      for (const value of values) histogram.set(vitalBucket("INP", value), (histogram.get(vitalBucket("INP", value)) ?? 0) + 1);
      return histogram;
    };
    expect(p75("INP", counts([40, 120, 180, 900]))).toBe(200);
    expect(vitalRating("INP", 200)).toBe("good");
    expect(p75("INP", counts([40, 220, 480, 900]))).toBe(500);
    expect(vitalRating("INP", 500)).toBe("needs-improvement");
    expect(p75("INP", counts([600, 700, 800, 30_000]))).toBe(800);
    expect(vitalRating("INP", 800)).toBe("poor");
    expect(p75("INP", new Map())).toBeNull();
  });

  it("has Google's thresholds among each metric's bucket edges", () => {
    for (const scale of Object.values(vitalScales)) {
      expect(scale.edges).toContain(scale.good);
      expect(scale.edges).toContain(scale.poor);
    }
  });
});
