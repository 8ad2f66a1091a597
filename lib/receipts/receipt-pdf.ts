import "server-only";
import { PDFDocument } from "pdf-lib";
import type { Script, Weight } from "./pdf/fonts";
import { PdfPages, type Colour } from "./pdf/pdf-writer";
import { faceExtents, runsWidth, shapeText, type ShapedRun } from "./pdf/shaping";
import type { ReceiptView } from "./receipt-view";

// The receipt as an A4 PDF in the payer's language, attached to the payer's
// mail and offered on the receipt's page. Names, addresses and items print as
// typed in Latin, Telugu or Devanagari: the text is shaped by HarfBuzz and set
// in subset Noto fonts embedded in the file (lib/receipts/pdf/, and
// docs/http-and-forms.md for why this route). Everything is laid out top to
// bottom, each line's height taken from the fonts it uses, so no line can draw
// over another whatever the length of a name.

const a4 = { width: 595.28, height: 841.89 };
const margin = 56;
const ink: Colour = [0.06, 0.09, 0.16];
const muted: Colour = [0.2, 0.25, 0.33];
const accent: Colour = [0.26, 0.22, 0.79];
const hairline: Colour = [0.89, 0.91, 0.94];
const labelWidth = 170;

interface Style {
  size: number;
  weight?: Weight;
  colour?: Colour;
}

interface Word {
  runs: ShapedRun[];
  width: number;
}

interface LaidLine {
  text: string;
  words: Word[];
  /** Above and below the baseline, in points. */
  ascent: number;
  descent: number;
}

const lineGap = 0.2;

async function extentsOf(runs: readonly ShapedRun[], weight: Weight, size: number) {
  const scripts = new Set<Script>(["latin", ...runs.map((run) => run.script)]);
  let ascent = 0;
  let descent = 0;
  for (const script of scripts) {
    const extents = await faceExtents(script, weight);
    ascent = Math.max(ascent, extents.ascent * size);
    descent = Math.max(descent, extents.descent * size);
  }
  return { ascent, descent };
}

/** Pieces of a word no wider than `width` (an e-mail address or id longer than the column), split between graphemes. */
async function splitWord(word: string, weight: Weight, size: number, width: number): Promise<string[]> {
  const pieces: string[] = [];
  let piece = "";
  for (const { segment } of new Intl.Segmenter("en", { granularity: "grapheme" }).segment(word)) {
    if (piece && runsWidth(await shapeText(piece + segment, weight), size) > width) {
      pieces.push(piece);
      piece = segment;
    } else {
      piece += segment;
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** The text broken into lines of at most `width` points, at spaces. */
async function layOut(text: string, { size, weight = "regular" }: Style, width: number): Promise<LaidLine[]> {
  const space = runsWidth(await shapeText(" ", weight), size);
  const words: { text: string; word: Word }[] = [];
  for (const part of text.split(/\s+/).filter(Boolean)) {
    const runs = await shapeText(part, weight);
    const partWidth = runsWidth(runs, size);
    if (partWidth <= width) {
      words.push({ text: part, word: { runs, width: partWidth } });
      continue;
    }
    for (const piece of await splitWord(part, weight, size, width)) {
      const pieceRuns = await shapeText(piece, weight);
      words.push({ text: piece, word: { runs: pieceRuns, width: runsWidth(pieceRuns, size) } });
    }
  }
  const lines: { texts: string[]; words: Word[]; width: number }[] = [];
  for (const { text: wordText, word } of words) {
    const line = lines.at(-1);
    if (line && line.width + space + word.width <= width) {
      line.texts.push(wordText);
      line.words.push(word);
      line.width += space + word.width;
    } else {
      lines.push({ texts: [wordText], words: [word], width: word.width });
    }
  }
  return Promise.all(
    lines.map(async (line) => ({
      text: line.texts.join(" "),
      words: line.words,
      ...(await extentsOf(
        line.words.flatMap((word) => word.runs),
        weight,
        size,
      )),
    })),
  );
}

class ReceiptLayout {
  readonly pages = new PdfPages(a4.width, a4.height);
  /** The top of the next line. */
  y = a4.height - margin;

  /** Breaks to a new page when `height` points no longer fit above the bottom margin. */
  room(height: number): void {
    if (this.y - height >= margin) return;
    this.pages.newPage();
    this.y = a4.height - margin;
  }

  /** Draws the text from the current top at `x`, `width` wide; returns its height. */
  async write(text: string, style: Style, { x = margin, width = a4.width - 2 * margin } = {}): Promise<number> {
    const lines = await layOut(text, style, width);
    const start = this.y;
    const spaceWidth = runsWidth(await shapeText(" ", style.weight ?? "regular"), style.size);
    for (const line of lines) {
      const height = line.ascent + line.descent + lineGap * style.size;
      this.room(height);
      const runs: { run: ShapedRun; x: number }[] = [];
      let pen = 0;
      for (const word of line.words) {
        for (const run of word.runs) {
          runs.push({ run, x: pen });
          pen += runsWidth([run], style.size);
        }
        pen += spaceWidth;
      }
      this.pages.text({ x, baseline: this.y - line.ascent, size: style.size, colour: style.colour ?? ink, runs, text: line.text });
      this.y -= height;
    }
    return start - this.y;
  }

  rule(thickness: number, colour: Colour): void {
    this.pages.rule(margin, a4.width - margin, this.y, thickness, colour);
  }
}

export async function receiptPdf(view: ReceiptView): Promise<Uint8Array> {
  const { words, company } = view;
  const layout = new ReceiptLayout();

  // The header: each line below the one before, so a long company name wraps instead of overlapping.
  await layout.write(company.brand.toUpperCase(), { size: 9, weight: "bold", colour: accent });
  await layout.write(words.title, { size: 20, weight: "bold" });
  layout.y -= 4;
  await layout.write(company.legalName, { size: 10, weight: "bold", colour: muted });
  await layout.write(`CIN: ${company.cin}`, { size: 9, colour: muted });
  if (company.gstin) await layout.write(`GSTIN: ${company.gstin}`, { size: 9, colour: muted });
  await layout.write(`${words.registeredOffice}: ${company.address}`, { size: 9, colour: muted });
  await layout.write(`${company.email} · ${company.phone}`, { size: 9, colour: muted });
  layout.y -= 8;
  layout.rule(1.5, accent);
  layout.y -= 14;

  const valueWidth = a4.width - 2 * margin - labelWidth;
  for (const row of view.rows) {
    const top = layout.y;
    await layout.write(row.label, { size: 10, weight: "bold", colour: muted }, { width: labelWidth - 10 });
    const labelBottom = layout.y;
    layout.y = top;
    for (const line of row.lines) await layout.write(line, { size: 11 }, { x: margin + labelWidth, width: valueWidth });
    layout.y = Math.min(layout.y, labelBottom) - 4;
    layout.rule(0.5, hairline);
    layout.y -= 8;
  }

  layout.y -= 6;
  for (const note of view.notes) await layout.write(note, { size: 9, colour: muted });

  const document = await PDFDocument.create({ updateMetadata: false });
  document.setTitle(`${words.title} ${view.number}`);
  document.setAuthor(company.legalName);
  document.setSubject(words.title);
  document.setCreator(company.brand);
  document.setProducer("pdf-lib, HarfBuzz");
  document.setLanguage(`${view.locale}-IN`);
  // The receipt's own moment: the file is the same every time it is made (a resend, the page's download).
  document.setCreationDate(view.issuedAt);
  document.setModificationDate(view.issuedAt);
  return layout.pages.save(document);
}
