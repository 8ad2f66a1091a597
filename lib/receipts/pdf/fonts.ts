import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";

// The receipt PDF's typefaces: static Noto Sans, Noto Sans Telugu and Noto
// Sans Devanagari TTFs from npm (@expo-google-fonts/*; the site's own
// @fontsource-variable files are variable WOFF2, which a PDF cannot embed
// without an instance). Read from node_modules by path, which next.config.ts
// traces into the functions that write receipts.

export type Script = "latin" | "telugu" | "devanagari";
export type Weight = "regular" | "bold";

// Each path whole and literal, so the build's file tracing takes these six files and not
// every weight the packages ship.
const files: Record<Script, Record<Weight, string>> = {
  latin: {
    regular: path.join(process.cwd(), "node_modules/@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf"),
    bold: path.join(process.cwd(), "node_modules/@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf"),
  },
  telugu: {
    regular: path.join(process.cwd(), "node_modules/@expo-google-fonts/noto-sans-telugu/400Regular/NotoSansTelugu_400Regular.ttf"),
    bold: path.join(process.cwd(), "node_modules/@expo-google-fonts/noto-sans-telugu/700Bold/NotoSansTelugu_700Bold.ttf"),
  },
  devanagari: {
    regular: path.join(process.cwd(), "node_modules/@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf"),
    bold: path.join(process.cwd(), "node_modules/@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf"),
  },
};

const loaded = new Map<string, Uint8Array>();

/** A face's TTF bytes, read once per process. */
export function fontBytes(script: Script, weight: Weight): Uint8Array {
  const file = files[script][weight];
  let bytes = loaded.get(file);
  if (!bytes) {
    bytes = new Uint8Array(readFileSync(file));
    loaded.set(file, bytes);
  }
  return bytes;
}

/** The PostScript-style name a PDF gives the face. */
export function fontName(script: Script, weight: Weight): string {
  const family = { latin: "NotoSans", telugu: "NotoSansTelugu", devanagari: "NotoSansDevanagari" }[script];
  return `${family}-${weight === "bold" ? "Bold" : "Regular"}`;
}

/**
 * Which face draws a character: its script's, or, for a space, a joiner or a
 * mark that belongs to no script, the face of the text before it (null).
 */
export function scriptOf(codePoint: number): Script | null {
  if (codePoint >= 0x0c00 && codePoint <= 0x0c7f) return "telugu";
  if (
    (codePoint >= 0x0900 && codePoint <= 0x097f) ||
    (codePoint >= 0xa8e0 && codePoint <= 0xa8ff) ||
    (codePoint >= 0x1cd0 && codePoint <= 0x1cff)
  )
    return "devanagari";
  if (codePoint === 0x20 || codePoint === 0x200c || codePoint === 0x200d || (codePoint >= 0x0300 && codePoint <= 0x036f)) return null;
  return "latin";
}
