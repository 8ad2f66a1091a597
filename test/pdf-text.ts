// Reads a PDF's text with Mozilla's PDF.js, a real reader: a file it opens and
// whose text it finds is a file a payer's PDF reader opens too.

import { createRequire } from "node:module";
import path from "node:path";

/** The metrics of the 14 standard fonts, which a reader needs to place text set in them. */
const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, standardFontDataUrl })
    .promise;
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    let line = "";
    for (const item of content.items) {
      if (!("str" in item)) continue;
      line += item.str;
      if (item.hasEOL) {
        lines.push(line);
        line = "";
      } else {
        line += " ";
      }
    }
    if (line) lines.push(line);
  }
  await document.destroy();
  return { pages: document.numPages, text: lines.map((line) => line.replace(/\s+/g, " ").trim()).join("\n") };
}
