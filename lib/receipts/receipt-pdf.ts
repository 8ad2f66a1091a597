import "server-only";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { ReceiptView } from "./receipt-view";

// The receipt as a one-page A4 PDF, attached to the payer's mail and offered on
// the receipt's page. Written in English with the standard Helvetica fonts
// (nothing embedded, a few KB): pdf-lib lays out text glyph by glyph without
// the shaping Telugu and Devanagari need, so those scripts would print wrongly
// joined letters. The page and the mail carry the payer's language; the PDF
// keeps the figures, ids and company facts, which read the same in any.

const a4 = { width: 595.28, height: 841.89 };
const margin = 56;
const ink = rgb(0.06, 0.09, 0.16);
const muted = rgb(0.2, 0.25, 0.33);
const accent = rgb(0.26, 0.22, 0.79);

/**
 * The standard fonts speak WinAnsi only: the rupee sign is written "Rs.", and a
 * character they cannot print (a name typed in Telugu) becomes "?".
 */
export function winAnsiText(text: string): string {
  return text
    .replace(/₹/g, "Rs. ")
    .replace(/[‐‑‒–—]/g, "-")
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/·/g, "-")
    .replace(/[^\x20-\x7e\xa0-\xff]/g, "?");
}

/** Lines of at most `width` points, broken at spaces (a word longer than a line stays whole). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export async function receiptPdf(view: ReceiptView): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${view.words.title} ${view.number}`);
  pdf.setAuthor(view.company.legalName);
  pdf.setSubject(view.words.title);
  pdf.setLanguage("en-IN");
  // A fixed date keeps the file the same every time it is made (a resend, the page's download).
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([a4.width, a4.height]);
  let y = a4.height - margin;

  const write = (
    target: PDFPage,
    text: string,
    { x = margin, size = 10, font = regular, color = ink, width = a4.width - 2 * margin } = {},
  ) => {
    for (const line of wrap(winAnsiText(text), font, size, width)) {
      target.drawText(line, { x, y, size, font, color });
      y -= size * 1.45;
    }
  };

  write(page, view.company.brand.toUpperCase(), { size: 9, font: bold, color: accent });
  write(page, view.words.title, { size: 20, font: bold });
  y -= 4;
  write(page, view.company.legalName, { size: 10, font: bold, color: muted });
  write(page, `CIN: ${view.company.cin}`, { size: 9, color: muted });
  if (view.company.gstin) write(page, `GSTIN: ${view.company.gstin}`, { size: 9, color: muted });
  write(page, `${view.words.registeredOffice}: ${view.company.address}`, { size: 9, color: muted });
  write(page, `${view.company.email} - ${view.company.phone}`, { size: 9, color: muted });
  y -= 8;
  page.drawLine({ start: { x: margin, y }, end: { x: a4.width - margin, y }, thickness: 1.5, color: accent });
  y -= 22;

  const labelWidth = 170;
  for (const row of view.rows) {
    const top = y;
    write(page, row.label, { size: 10, font: bold, color: muted, width: labelWidth - 10 });
    const afterLabel = y;
    y = top;
    for (const line of row.lines) write(page, line, { x: margin + labelWidth, size: 11, width: a4.width - 2 * margin - labelWidth });
    y = Math.min(y, afterLabel) - 6;
    page.drawLine({
      start: { x: margin, y: y + 10 },
      end: { x: a4.width - margin, y: y + 10 },
      thickness: 0.5,
      color: rgb(0.89, 0.91, 0.94),
    });
    y -= 4;
  }

  y -= 10;
  write(page, view.gstNote, { size: 9, color: muted });
  write(page, view.words.noTax, { size: 9, color: muted });
  return pdf.save();
}
