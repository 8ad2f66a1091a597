import "server-only";
import { fontBytes, scriptOf, type Script, type Weight } from "./fonts";

// Text into positioned glyphs with HarfBuzz (harfbuzzjs, its WebAssembly build):
// the shaper browsers and LibreOffice use, so Telugu and Devanagari conjuncts,
// reordered vowel signs and stacked marks come out as the fonts intend.

type HarfBuzz = typeof import("harfbuzzjs");

export interface ShapedGlyph {
  /** The glyph's id in its face (the subset keeps the ids). */
  id: number;
  /** Advance and offsets in font units. */
  xAdvance: number;
  xOffset: number;
  yOffset: number;
  /** The characters this glyph was shaped from, for the ToUnicode map (the first glyph of a cluster carries them). */
  text: string;
}

/** A stretch of text in one face. */
export interface ShapedRun {
  script: Script;
  weight: Weight;
  text: string;
  glyphs: ShapedGlyph[];
  /** Font units per em of the face. */
  upem: number;
}

const hbScripts: Record<Script, string> = { latin: "Latn", telugu: "Telu", devanagari: "Deva" };
const hbLanguages: Record<Script, string> = { latin: "en", telugu: "te", devanagari: "hi" };

let harfbuzz: Promise<HarfBuzz> | undefined;
const fonts = new Map<string, { font: InstanceType<HarfBuzz["Font"]>; upem: number }>();

async function fontFor(script: Script, weight: Weight) {
  harfbuzz ??= import("harfbuzzjs");
  const hb = await harfbuzz;
  const key = `${script}:${weight}`;
  let entry = fonts.get(key);
  if (!entry) {
    const face = new hb.Face(new hb.Blob(fontBytes(script, weight)));
    entry = { font: new hb.Font(face), upem: face.upem };
    fonts.set(key, entry);
  }
  return { hb, ...entry };
}

/** Splits text into runs of one face each: a space, joiner or stray mark stays with the text before it. */
export function scriptRuns(text: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  for (const char of text) {
    const script = scriptOf(char.codePointAt(0) ?? 0x20);
    const last = runs.at(-1);
    if (last && (script === null || script === last.script)) last.text += char;
    else runs.push({ script: script ?? "latin", text: char });
  }
  return runs;
}

async function shapeRun(script: Script, weight: Weight, text: string): Promise<ShapedRun> {
  const { hb, font, upem } = await fontFor(script, weight);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.setDirection(hb.Direction.LTR);
  buffer.setScript(hbScripts[script]);
  buffer.setLanguage(hbLanguages[script]);
  hb.shape(font, buffer);
  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  // Clusters index the UTF-16 text addText was given.
  const starts = [...new Set(infos.map((info) => info.cluster))].sort((a, b) => a - b);
  const clusterText = (cluster: number) => {
    const next = starts.find((start) => start > cluster) ?? text.length;
    return text.slice(cluster, next);
  };
  const seen = new Set<number>();
  const glyphs = infos.map((info, index) => {
    const position = positions[index];
    const first = !seen.has(info.cluster);
    seen.add(info.cluster);
    return {
      id: info.codepoint,
      xAdvance: position?.xAdvance ?? 0,
      xOffset: position?.xOffset ?? 0,
      yOffset: position?.yOffset ?? 0,
      text: first ? clusterText(info.cluster) : "",
    };
  });
  return { script, weight, text, glyphs, upem };
}

/** The text as shaped runs, one per face. */
export async function shapeText(text: string, weight: Weight): Promise<ShapedRun[]> {
  return Promise.all(scriptRuns(text).map((run) => shapeRun(run.script, weight, run.text)));
}

/** The width of shaped runs at `size` points. */
export function runsWidth(runs: readonly ShapedRun[], size: number): number {
  return runs.reduce((width, run) => width + (run.glyphs.reduce((sum, glyph) => sum + glyph.xAdvance, 0) * size) / run.upem, 0);
}

/** A face's ascender and descender (positive, below the baseline) in ems. */
export async function faceExtents(script: Script, weight: Weight): Promise<{ ascent: number; descent: number }> {
  const { font, upem } = await fontFor(script, weight);
  const extents = font.hExtents();
  return { ascent: extents.ascender / upem, descent: -extents.descender / upem };
}
