import { describe, expect, it } from "vitest";
import { pdfScanSliceBytes, pdfScanSteps, scanPdf } from "./pdf-hazard";

// The work of the PDF check, counted rather than timed: every byte it reads,
// each time it reads it. A check that reads ahead from every /URI (up to 4 KB
// each) read thousands of times the file's length on these files; one
// request's upload kept the whole server busy for a minute.

const latin1 = (text: string) => new Uint8Array(Buffer.from(text, "latin1"));

/** `unit` repeated after a PDF header to about `size` bytes, then `tail`. */
function repeated(unit: string, size: number, tail = ""): Uint8Array {
  return latin1(`%PDF-1.4\n${unit.repeat(Math.floor(size / unit.length))}${tail}`);
}

/** The nesting that passes the check: 660 strings deep, each starting with /URI, closing within its 4 KB window. */
const nestedLinks = "(/URI".repeat(660) + ")".repeat(660);

/** At most this many reads per byte, whatever the file holds. */
const readsPerByte = 4;

describe("scanPdf's work", () => {
  it.each([
    ["/URI( repeated (strings that never close)", repeated("/URI(", 1 << 20), "link"],
    ["/URI(\\1 repeated (octal escapes in strings that never close)", repeated("/URI(\\1", 1 << 20), "link"],
    ["/URI( with leading spaces, each value running into the next", repeated("/URI(      ", 1 << 20), "link"],
    ["nested (/URI, 660 deep (a file that passes)", repeated(nestedLinks, 1 << 20), null],
    ["/URI< repeated (hex strings that never close)", repeated("/URI<", 1 << 20), "link"],
    ["/URI<20 repeated, closed at the very end (hex spaces running into the next)", repeated("/URI<20", 1 << 20, ">"), "link"],
    ["/URI<FEFF0020 repeated, closed at the end (UTF-16 spaces)", repeated("/URI<FEFF0020", 1 << 20, ">"), "link"],
    ["(https: nested in one string", repeated("/URI(https", 1 << 20, ")".repeat(1000)), "link"],
    ["<!doctype followed by spaces, again and again", repeated("<!doctype      ", 1 << 20), null],
    ["long names in #xx escapes", repeated(`/${"#41".repeat(40)} `, 1 << 20), null],
    ["backslashes and parentheses", repeated("\\\\\\(()(", 1 << 20), null],
  ] as const)("reads the bytes of %s at most 4 times", (_name, bytes, hazard) => {
    const scan = scanPdf(bytes);
    expect(scan.hazard).toBe(hazard);
    expect(scan.examined).toBeGreaterThanOrEqual(bytes.length);
    expect(scan.examined).toBeLessThanOrEqual(readsPerByte * bytes.length);
  });

  it("stops at the first pause after a hazard when any hazard is all the caller needs", () => {
    const bytes = repeated("/URI(", 5 << 20);
    const pausesOf = (steps: Generator<void, { hazard: string | null }>) => {
      for (let pauses = 0; ; pauses += 1) {
        const step = steps.next();
        if (step.done) return { pauses, hazard: step.value.hazard };
      }
    };
    // The hazard is in the first slice: no pause is needed to know it.
    expect(pausesOf(pdfScanSteps(bytes, { anyHazard: true }))).toEqual({ pauses: 0, hazard: "link" });
    // Without it, the whole file is read to name the earliest hazard.
    expect(pausesOf(pdfScanSteps(bytes)).pauses).toBeGreaterThan(bytes.length / pdfScanSliceBytes / 2);
  });

  it("reads a file twice as long about twice as much", () => {
    for (const unit of ["/URI(", nestedLinks, "/URI<20"]) {
      const small = scanPdf(repeated(unit, 1 << 18)).examined;
      const large = scanPdf(repeated(unit, 1 << 20)).examined;
      expect(large / small).toBeLessThan(4.2);
    }
  });

  it("refuses a link whose scheme is not told within its first bytes, and one spread over a budget it cannot afford", () => {
    expect(scanPdf(latin1(`%PDF-1.7\n<< /URI (${" ".repeat(300)}https://example.com) >>`)).hazard).toBe("link");
    expect(scanPdf(latin1(`%PDF-1.7\n<< /URI (${"a".repeat(300)}) >>`)).hazard).toBe("link");
    expect(scanPdf(latin1(`%PDF-1.7\n<< /URI (${" ".repeat(20)}https://example.com) >>`)).hazard).toBeNull();
  });
});
