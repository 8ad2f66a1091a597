import { deflateSync } from "node:zlib";

// A small PDF writer for generated guides: A4 pages of headings, paragraphs,
// bullet and checkbox lists, simple tables and colour swatches, set in the
// standard Helvetica fonts every reader has (so nothing is embedded). Text is
// WinAnsi; characters outside it are replaced. Output is deterministic.

export type Block =
  | { kind: "heading"; text: string }
  | { kind: "subheading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "bullets"; items: readonly string[] }
  | { kind: "checklist"; items: readonly string[] }
  | {
      kind: "table";
      columns: readonly string[];
      widths: readonly number[];
      rows: readonly (readonly string[])[];
      /** Taller rows leave room to write in (fill-in forms). */
      minRowHeight?: number;
    }
  | { kind: "swatches"; colours: readonly { name: string; hex: string; use: string }[] }
  | { kind: "note"; text: string }
  | { kind: "pageBreak" };

export interface PdfDocument {
  title: string;
  subtitle: string;
  author: string;
  /** Shown at the foot of every page. */
  footer: string;
  blocks: readonly Block[];
}

const pageWidth = 595.28;
const pageHeight = 841.89;
const margin = 56;
const contentWidth = pageWidth - margin * 2;
const bottomLimit = 72;

const indigo = [0.263, 0.22, 0.792] as const; // #4338ca
const slate = [0.2, 0.255, 0.333] as const; // #334155
const muted = [0.392, 0.455, 0.545] as const; // #64748b

// Advance widths (1/1000 em) of the printable ASCII range 32-126.
const helvetica = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278,
  278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722,
  667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556,
  556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const helveticaBold = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333,
  333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722,
  667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611,
  611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
// WinAnsi characters beyond ASCII that the guides use, with their codes and widths (regular, bold).
const extras: Record<string, [code: number, regular: number, bold: number]> = {
  "•": [0x95, 350, 350],
  "–": [0x96, 556, 556],
  "—": [0x97, 1000, 1000],
  "‘": [0x91, 222, 278],
  "’": [0x92, 222, 278],
  "“": [0x93, 333, 500],
  "”": [0x94, 333, 500],
  "…": [0x85, 1000, 1000],
  "×": [0xd7, 584, 584],
  é: [0xe9, 556, 556],
};

type Font = "F1" | "F2";

function charWidth(char: string, font: Font): number {
  const code = char.charCodeAt(0);
  if (code >= 32 && code <= 126) return (font === "F2" ? helveticaBold : helvetica)[code - 32] ?? 556;
  const extra = extras[char];
  if (extra) return font === "F2" ? extra[2] : extra[1];
  return 556; // replaced by "?" below, which is 556 wide in both fonts
}

export function textWidth(text: string, font: Font, size: number): number {
  let total = 0;
  for (const char of text) total += charWidth(char, font);
  return (total * size) / 1000;
}

/** A PDF string literal in WinAnsi, escaped. */
function pdfString(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char === "(" || char === ")" || char === "\\") out += `\\${char}`;
    else if (code >= 32 && code <= 126) out += char;
    else if (extras[char]) out += `\\${extras[char][0].toString(8).padStart(3, "0")}`;
    else out += "?";
  }
  return `(${out})`;
}

export function wrapText(text: string, font: Font, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, font, size) <= width || !line) {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const colour = (rgb: readonly number[], op: "rg" | "RG") => `${rgb.map((value) => value.toFixed(3)).join(" ")} ${op}`;

function hexColour(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
}

class PageWriter {
  pages: string[][] = [];
  private ops: string[] = [];
  private y = 0;

  constructor(private readonly doc: PdfDocument) {
    this.newPage(true);
  }

  private newPage(first = false): void {
    this.ops = [];
    this.pages.push(this.ops);
    if (first) {
      // A title band across the top of the first page.
      this.ops.push(`${colour(indigo, "rg")} 0 ${pageHeight - 190} ${pageWidth} 190 re f`);
      let y = pageHeight - 70;
      for (const line of wrapText(this.doc.title, "F2", 24, contentWidth)) {
        this.text(line, margin, y, "F2", 24, [1, 1, 1]);
        y -= 30;
      }
      for (const line of wrapText(this.doc.subtitle, "F1", 12, contentWidth)) {
        this.text(line, margin, y - 4, "F1", 12, [0.878, 0.906, 1]);
        y -= 16;
      }
      this.y = pageHeight - 190 - 36;
    } else {
      this.text(this.doc.title, margin, pageHeight - 40, "F1", 9, muted);
      this.ops.push(
        `${colour([0.886, 0.91, 0.941], "RG")} 0.75 w ${margin} ${pageHeight - 48} m ${pageWidth - margin} ${pageHeight - 48} l S`,
      );
      this.y = pageHeight - 76;
    }
  }

  private text(text: string, x: number, y: number, font: Font, size: number, rgb: readonly number[] = slate): void {
    this.ops.push(`BT ${colour(rgb, "rg")} /${font} ${size} Tf ${x.toFixed(2)} ${y.toFixed(2)} Td ${pdfString(text)} Tj ET`);
  }

  /** Starts a new page unless `height` more points fit on this one. */
  private room(height: number): void {
    if (this.y - height < bottomLimit) this.newPage();
  }

  /** Roughly how tall a block will be, so headings stay with what follows and short lists stay whole. */
  measure(block: Block | undefined): number {
    if (!block) return 0;
    switch (block.kind) {
      case "heading":
      case "subheading":
        return 40;
      case "paragraph":
        return wrapText(block.text, "F1", 10.5, contentWidth).length * 15 + 8;
      case "note":
        return wrapText(block.text, "F1", 9.5, contentWidth).length * 13 + 8;
      case "bullets":
      case "checklist":
        return block.items.reduce((sum, item) => sum + wrapText(item, "F1", 10.5, contentWidth - 18).length * 15 + 4, 8);
      case "table":
        return 3 * 22;
      case "swatches":
        return 62 + 56;
      case "pageBreak":
        return 0;
    }
  }

  add(block: Block, next?: Block): void {
    switch (block.kind) {
      case "heading": {
        this.room(30 + Math.min(this.measure(next), 150));
        this.y -= 10;
        for (const line of wrapText(block.text, "F2", 16, contentWidth)) {
          this.text(line, margin, this.y, "F2", 16, indigo);
          this.y -= 21;
        }
        this.y -= 4;
        return;
      }
      case "subheading": {
        this.room(20 + Math.min(this.measure(next), 120));
        this.y -= 4;
        for (const line of wrapText(block.text, "F2", 12, contentWidth)) {
          this.text(line, margin, this.y, "F2", 12);
          this.y -= 16;
        }
        this.y -= 2;
        return;
      }
      case "paragraph":
      case "note": {
        // Keep at least two lines of a paragraph together.
        this.room(Math.min(this.measure(block), 30));
        const size = block.kind === "note" ? 9.5 : 10.5;
        const leading = block.kind === "note" ? 13 : 15;
        for (const line of wrapText(block.text, "F1", size, contentWidth)) {
          this.room(leading);
          this.text(line, margin, this.y, "F1", size, block.kind === "note" ? muted : slate);
          this.y -= leading;
        }
        this.y -= 8;
        return;
      }
      case "bullets":
      case "checklist": {
        const indent = 18;
        // A short list moves to the next page whole rather than leave one item behind.
        const height = this.measure(block);
        if (height <= 220) this.room(height);
        for (const item of block.items) {
          const lines = wrapText(item, "F1", 10.5, contentWidth - indent);
          this.room(Math.min(lines.length, 2) * 15);
          if (block.kind === "bullets") {
            this.ops.push(`${colour(indigo, "rg")} ${margin + 3} ${this.y + 2.5} 3 3 re f`);
          } else {
            this.ops.push(`${colour(indigo, "RG")} 0.9 w ${margin} ${this.y - 1.5} 10 10 re S`);
          }
          lines.forEach((line, index) => {
            if (index > 0) this.room(15);
            this.text(line, margin + indent, this.y, "F1", 10.5);
            this.y -= 15;
          });
          this.y -= block.kind === "checklist" ? 4 : 2;
        }
        this.y -= 8;
        return;
      }
      case "table": {
        const total = block.widths.reduce((sum, width) => sum + width, 0);
        const widths = block.widths.map((width) => (width / total) * contentWidth);
        const drawRow = (cells: readonly string[], header: boolean): void => {
          const font: Font = header ? "F2" : "F1";
          const wrapped = cells.map((cellText, index) => wrapText(cellText, font, 9.5, (widths[index] ?? 60) - 10));
          const height = Math.max(Math.max(1, ...wrapped.map((lines) => lines.length)) * 12.5 + 9, header ? 0 : (block.minRowHeight ?? 0));
          this.room(height);
          if (header) this.ops.push(`${colour([0.933, 0.949, 1], "rg")} ${margin} ${this.y - height + 12} ${contentWidth} ${height} re f`);
          let x = margin;
          wrapped.forEach((lines, index) => {
            lines.forEach((line, lineIndex) => this.text(line, x + 5, this.y - lineIndex * 12.5, font, 9.5));
            x += widths[index] ?? 0;
          });
          this.ops.push(
            `${colour([0.796, 0.835, 0.882], "RG")} 0.5 w ${margin} ${this.y - height + 12} m ${margin + contentWidth} ${this.y - height + 12} l S`,
          );
          this.y -= height;
        };
        drawRow(block.columns, true);
        for (const row of block.rows) drawRow(row, false);
        this.y -= 12;
        return;
      }
      case "swatches": {
        const size = 62;
        const gap = (contentWidth - size * 5) / 4;
        this.room(size + 50);
        block.colours.slice(0, 5).forEach((swatch, index) => {
          const x = margin + index * (size + gap);
          this.ops.push(`${colour(hexColour(swatch.hex), "rg")} ${x} ${this.y - size} ${size} ${size} re f`);
          this.ops.push(`${colour([0.796, 0.835, 0.882], "RG")} 0.5 w ${x} ${this.y - size} ${size} ${size} re S`);
          this.text(swatch.name, x, this.y - size - 14, "F2", 9);
          this.text(swatch.hex.toUpperCase(), x, this.y - size - 26, "F1", 8.5, muted);
          this.text(swatch.use, x, this.y - size - 38, "F1", 8.5, muted);
        });
        this.y -= size + 56;
        return;
      }
      case "pageBreak":
        this.newPage();
        return;
    }
  }

  finish(): string[] {
    const count = this.pages.length;
    return this.pages.map((ops, index) => {
      const footer = `${this.doc.footer}   |   Page ${index + 1} of ${count}`;
      const footerOps = `BT ${colour(muted, "rg")} /F1 8.5 Tf ${margin} 36 Td ${pdfString(footer)} Tj ET`;
      return [...ops, footerOps].join("\n");
    });
  }
}

export function createPdf(doc: PdfDocument): Uint8Array {
  const writer = new PageWriter(doc);
  doc.blocks.forEach((block, index) => writer.add(block, doc.blocks[index + 1]));
  const contents = writer.finish();

  // Objects: 1 catalog, 2 pages, 3 Helvetica, 4 Helvetica-Bold, 5 info, then a page and its content per page.
  const objects: (string | Buffer)[] = [];
  const pageIds = contents.map((_, index) => 6 + index * 2);
  objects[1] = "<< /Type /Catalog /Pages 2 0 R /ViewerPreferences << /DisplayDocTitle true >> >>";
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`;
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
  objects[4] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>";
  objects[5] = `<< /Title ${pdfString(doc.title)} /Author ${pdfString(doc.author)} /Producer (agency-site resource generator) /CreationDate (D:20260101000000Z) >>`;
  contents.forEach((content, index) => {
    const pageId = 6 + index * 2;
    const stream = deflateSync(Buffer.from(content, "latin1"), { level: 9 });
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, "latin1"),
      stream,
      Buffer.from("\nendstream", "latin1"),
    ]);
  });

  // The binary comment line tells transfer tools the file is not text.
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let length = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    const body = objects[id];
    if (body === undefined) throw new Error(`PDF object ${id} missing`);
    offsets[id] = length;
    const chunk = Buffer.concat([
      Buffer.from(`${id} 0 obj\n`, "latin1"),
      typeof body === "string" ? Buffer.from(body, "latin1") : body,
      Buffer.from("\nendobj\n", "latin1"),
    ]);
    parts.push(chunk);
    length += chunk.length;
  }
  const xrefAt = length;
  const xref = [`xref\n0 ${objects.length}\n`, "0000000000 65535 f \n"];
  for (let id = 1; id < objects.length; id += 1) xref.push(`${String(offsets[id]).padStart(10, "0")} 00000 n \n`);
  xref.push(`trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`);
  parts.push(Buffer.from(xref.join(""), "latin1"));
  return new Uint8Array(Buffer.concat(parts));
}
