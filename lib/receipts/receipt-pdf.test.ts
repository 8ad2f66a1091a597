import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { rupeesInWords } from "@/lib/format/amount-in-words";
import type { Locale } from "@/lib/i18n/locales";
import { textsFor } from "@/lib/i18n/texts";
import { receiptPdf } from "./receipt-pdf";
import type { ReceiptView } from "./receipt-view";

// The PDF read back by poppler (pdftotext, pdffonts), the tools a payer's
// accountant's reader is built on: the text as typed, the fonts inside the file.

const directory = mkdtempSync(path.join(tmpdir(), "receipt-pdf-"));

function view(locale: Locale, payer: string, brand = "Agency Name"): ReceiptView {
  const words = textsFor(locale).receipt;
  return {
    locale,
    words,
    number: "RCPT/2026-27/0042",
    issuedAt: new Date("2026-11-20T10:15:00Z"),
    rows: [
      { label: words.number, lines: ["RCPT/2026-27/0042"] },
      { label: words.receivedFrom, lines: [payer, "payer@example.in"] },
      { label: words.purpose, lines: ["క్షత్రియ ద్విత్వం శ్రీ ग्रन्थ क्षत्रिय श्री"] },
      { label: words.inWords, lines: [rupeesInWords(459_950, locale)] },
    ],
    amount: "₹4,599.50",
    amountInWords: rupeesInWords(459_950, locale),
    company: {
      brand,
      legalName: "Agency Name Private Limited",
      cin: "U74999TG2020PTC000000",
      address: "Hyderabad",
      gstin: undefined,
      email: "hello@example.in",
      phone: "+91 40 0000 0000",
    },
    notes: [words.tax.noGst],
  };
}

async function written(name: string, receipt: ReceiptView): Promise<string> {
  const file = path.join(directory, `${name}.pdf`);
  writeFileSync(file, await receiptPdf(receipt));
  return file;
}

/** The page's text as poppler reads it, each run of white space one space. */
function pdfText(file: string): string {
  return execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}

interface Box {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Each line's box on page 1, as poppler measures the glyphs drawn. */
function lineBoxes(file: string): Box[] {
  const html = execFileSync("pdftotext", ["-bbox-layout", "-f", "1", "-l", "1", file, "-"], { encoding: "utf8" });
  return [...html.matchAll(/<line xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([\s\S]*?)<\/line>/g)].map((match) => ({
    xMin: Number(match[1]),
    yMin: Number(match[2]),
    xMax: Number(match[3]),
    yMax: Number(match[4]),
    text: [...(match[5] ?? "").matchAll(/>([^<]*)<\/word>/g)].map((word) => word[1]).join(" "),
  }));
}

const overlap = (a: Box, b: Box) => a.xMin < b.xMax - 0.5 && b.xMin < a.xMax - 0.5 && a.yMin < b.yMax - 0.5 && b.yMin < a.yMax - 0.5;

describe("receiptPdf", () => {
  it.each([
    ["te", "శ్రీనివాస్ రెడ్డి"],
    ["hi", "अनिल कुमार"],
  ] as const)("gives back a %s receipt's words exactly, in embedded subset fonts", async (locale, payer) => {
    const file = await written(locale, view(locale, payer));
    const text = pdfText(file);
    expect(text).toContain(payer);
    expect(text).toContain(rupeesInWords(459_950, locale));
    expect(text).toContain(textsFor(locale).receipt.title);
    expect(text).toContain("క్షత్రియ ద్విత్వం శ్రీ ग्रन्थ क्षत्रिय श्री");
    const fonts = execFileSync("pdffonts", [file], { encoding: "utf8" }).split("\n").slice(2).filter(Boolean);
    expect(fonts.length).toBeGreaterThanOrEqual(3);
    // name, type, encoding, then "emb sub uni": every font embedded, subset, with a ToUnicode map.
    for (const font of fonts) expect(font).toMatch(/^[A-Z]{6}\+NotoSans\S* +CID TrueType +Identity-H +yes yes yes /);
  });

  it.each(["Agency", "Sri Lakshmi Venkateswara Digital Media and Entertainment Productions of Hyderabad and Secunderabad"])(
    "lays the header out without overlap for the company name %j",
    async (brand) => {
      const file = await written("header", view("te", "శ్రీనివాస్ రెడ్డి", brand));
      const boxes = lineBoxes(file);
      expect(boxes.map((box) => box.text).join(" ")).toContain(brand.toUpperCase().split(" ")[0]);
      for (const [index, box] of boxes.entries())
        for (const other of boxes.slice(index + 1)) expect(overlap(box, other), `${box.text} / ${other.text}`).toBe(false);
    },
  );

  it("dates the file at the receipt's moment", async () => {
    const file = await written("dates", view("hi", "अनिल कुमार"));
    const info = execFileSync("pdfinfo", ["-isodates", file], { encoding: "utf8" });
    expect(info).toMatch(/CreationDate: +2026-11-20T10:15:00/);
    expect(info).toMatch(/ModDate: +2026-11-20T10:15:00/);
  });
});
