import "server-only";
import { PDFDocument, PDFName, PDFString, type PDFRef } from "pdf-lib";
import { fontBytes, fontName, type Script, type Weight } from "./fonts";
import type { ShapedRun } from "./shaping";
import { subsetFont } from "./subset";

// Shaped glyphs into a PDF. pdf-lib writes the file (objects, compression,
// metadata); the text is ours: each face is a Type0 font over a subset TrueType
// font (CIDFontType2, Identity-H, character id = glyph id), each glyph placed
// where the shaper put it, and each line marked with /ActualText so a reader
// extracts and searches the text as typed, not the glyphs' visual order
// (a Devanagari i-sign is drawn before the consonant it follows). A ToUnicode
// map covers readers that ignore /ActualText.

export type Colour = readonly [number, number, number];

interface TextLine {
  x: number;
  baseline: number;
  size: number;
  colour: Colour;
  /** Runs and the x each starts at, relative to the line. */
  runs: readonly { run: ShapedRun; x: number }[];
  text: string;
}

type Mark = { kind: "text"; line: TextLine } | { kind: "rule"; x1: number; x2: number; y: number; width: number; colour: Colour };

interface UsedFace {
  resource: string;
  script: Script;
  weight: Weight;
  glyphs: Map<number, { width: number; text: string }>;
}

const number = (value: number) => (Math.round(value * 100) / 100).toString();
const colourOperands = ([r, g, b]: Colour) => `${number(r)} ${number(g)} ${number(b)}`;

function utf16Hex(text: string): string {
  let hex = "";
  for (let index = 0; index < text.length; index += 1) hex += text.charCodeAt(index).toString(16).padStart(4, "0");
  return hex.toUpperCase();
}

export class PdfPages {
  private readonly pages: Mark[][] = [[]];
  private readonly faces = new Map<string, UsedFace>();

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  newPage(): void {
    this.pages.push([]);
  }

  private get marks(): Mark[] {
    return this.pages.at(-1) ?? [];
  }

  private face(run: ShapedRun): UsedFace {
    const key = `${run.script}:${run.weight}`;
    let face = this.faces.get(key);
    if (!face) {
      face = { resource: `F${this.faces.size + 1}`, script: run.script, weight: run.weight, glyphs: new Map() };
      this.faces.set(key, face);
    }
    return face;
  }

  text(line: TextLine): void {
    for (const { run } of line.runs) {
      const face = this.face(run);
      for (const glyph of run.glyphs) {
        const known = face.glyphs.get(glyph.id);
        if (!known) face.glyphs.set(glyph.id, { width: (glyph.xAdvance * 1000) / run.upem, text: glyph.text });
        else if (!known.text && glyph.text) known.text = glyph.text;
      }
    }
    this.marks.push({ kind: "text", line });
  }

  rule(x1: number, x2: number, y: number, width: number, colour: Colour): void {
    this.marks.push({ kind: "rule", x1, x2, y, width, colour });
  }

  private content(marks: readonly Mark[]): string {
    const out: string[] = [];
    for (const mark of marks) {
      if (mark.kind === "rule") {
        out.push(
          `${colourOperands(mark.colour)} RG ${number(mark.width)} w ${number(mark.x1)} ${number(mark.y)} m ${number(mark.x2)} ${number(mark.y)} l S`,
        );
        continue;
      }
      const { line } = mark;
      out.push(`/Span <</ActualText <FEFF${utf16Hex(line.text)}>>> BDC BT ${colourOperands(line.colour)} rg`);
      for (const { run, x } of line.runs) {
        const face = this.face(run);
        const scale = line.size / run.upem;
        out.push(`/${face.resource} ${number(line.size)} Tf`);
        let pen = line.x + x;
        for (const glyph of run.glyphs) {
          const gx = pen + glyph.xOffset * scale;
          const gy = line.baseline + glyph.yOffset * scale;
          out.push(`1 0 0 1 ${number(gx)} ${number(gy)} Tm <${glyph.id.toString(16).padStart(4, "0")}> Tj`);
          pen += glyph.xAdvance * scale;
        }
      }
      out.push("ET EMC");
    }
    return out.join("\n");
  }

  /** Writes the file: each face subset and embedded once, every page's marks. */
  async save(document: PDFDocument): Promise<Uint8Array> {
    const fontRefs = new Map<string, PDFRef>();
    for (const face of this.faces.values()) fontRefs.set(face.resource, await embedFace(document, face));
    for (const marks of this.pages) {
      const page = document.addPage([this.width, this.height]);
      for (const [resource, ref] of fontRefs) page.node.setFontDictionary(PDFName.of(resource), ref);
      const stream = document.context.flateStream(this.content(marks));
      page.node.addContentStream(document.context.register(stream));
    }
    return document.save();
  }
}

function readTables(font: Uint8Array): Map<string, DataView> {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables = new Map<string, DataView>();
  const count = view.getUint16(4);
  for (let index = 0; index < count; index += 1) {
    const record = 12 + index * 16;
    const name = String.fromCharCode(font[record] ?? 0, font[record + 1] ?? 0, font[record + 2] ?? 0, font[record + 3] ?? 0);
    tables.set(name, new DataView(font.buffer, font.byteOffset + view.getUint32(record + 8), view.getUint32(record + 12)));
  }
  return tables;
}

function toUnicodeMap(glyphs: Map<number, { text: string }>): string {
  const entries = [...glyphs]
    .filter(([, glyph]) => glyph.text)
    .map(([id, glyph]) => `<${id.toString(16).padStart(4, "0")}> <${utf16Hex(glyph.text)}>`);
  const blocks: string[] = [];
  for (let start = 0; start < entries.length; start += 100) {
    const block = entries.slice(start, start + 100);
    blocks.push(`${block.length} beginbfchar\n${block.join("\n")}\nendbfchar`);
  }
  return `/CIDInit /ProcSet findresource begin
12 dict begin
begincmap
/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def
/CMapName /Adobe-Identity-UCS def
/CMapType 2 def
1 begincodespacerange
<0000> <FFFF>
endcodespacerange
${blocks.join("\n")}
endcmap
CMapName currentdict /CMap defineresource pop
end
end`;
}

/** A deterministic six-letter subset tag, as PDF names subset fonts (ABCDEF+Name). */
function subsetTag(glyphIds: Iterable<number>): string {
  let hash = 2166136261;
  for (const id of glyphIds) hash = Math.imul(hash ^ id, 16777619) >>> 0;
  let tag = "";
  for (let index = 0; index < 6; index += 1) {
    tag += String.fromCharCode(65 + (hash % 26));
    hash = Math.floor(hash / 26) + index * 7919;
  }
  return tag;
}

async function embedFace(document: PDFDocument, face: UsedFace): Promise<PDFRef> {
  const { context } = document;
  const ids = [...face.glyphs.keys()].sort((a, b) => a - b);
  const subset = await subsetFont(fontBytes(face.script, face.weight), ids);
  const tables = readTables(subset);
  const head = tables.get("head");
  const hhea = tables.get("hhea");
  if (!head || !hhea) throw new Error("The subset font has no head or hhea table");
  const unitsPerEm = head.getUint16(18);
  const scale = (value: number) => Math.round((value * 1000) / unitsPerEm);
  const name = `${subsetTag(ids)}+${fontName(face.script, face.weight)}`;

  const fontFile = context.register(context.flateStream(subset, { Length1: subset.byteLength }));
  const descriptor = context.register(
    context.obj({
      Type: "FontDescriptor",
      FontName: name,
      Flags: 4,
      FontBBox: [scale(head.getInt16(36)), scale(head.getInt16(38)), scale(head.getInt16(40)), scale(head.getInt16(42))],
      ItalicAngle: 0,
      Ascent: scale(hhea.getInt16(4)),
      Descent: scale(hhea.getInt16(6)),
      CapHeight: scale(hhea.getInt16(4)),
      StemV: face.weight === "bold" ? 120 : 80,
      FontFile2: fontFile,
    }),
  );
  const widths = ids.flatMap((id) => [id, [Math.round(face.glyphs.get(id)?.width ?? 0)]]);
  const cidFont = context.register(
    context.obj({
      Type: "Font",
      Subtype: "CIDFontType2",
      BaseFont: name,
      CIDSystemInfo: { Registry: PDFString.of("Adobe"), Ordering: PDFString.of("Identity"), Supplement: 0 },
      FontDescriptor: descriptor,
      CIDToGIDMap: "Identity",
      W: widths,
    }),
  );
  const toUnicode = context.register(context.flateStream(toUnicodeMap(face.glyphs)));
  return context.register(
    context.obj({
      Type: "Font",
      Subtype: "Type0",
      BaseFont: name,
      Encoding: "Identity-H",
      DescendantFonts: [cidFont],
      ToUnicode: toUnicode,
    }),
  );
}
