import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Answer } from "@/lib/http/answer";
import type { Locale } from "@/lib/i18n/locales";

// The site's own web fonts for the receipt's page (the same @fontsource-variable
// files app/globals.css and app/fonts.ts use): the page is plain HTML from a
// route handler, outside the site's stylesheet, so it names them itself and
// this route serves them. Only these three names answer.

const files = {
  "inter.woff2": "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  "telugu.woff2": "@fontsource-variable/noto-sans-telugu/files/noto-sans-telugu-telugu-wght-normal.woff2",
  "devanagari.woff2": "@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2",
} as const;

type FontFile = keyof typeof files;

const fontsPath = "/api/receipts/fonts";

/** The page's @font-face rules and font stack: Inter for Latin, the language's script face for the rest. */
export function receiptFontCss(locale: Locale): { faces: string; family: string } {
  const face = (family: string, file: FontFile) =>
    `@font-face{font-family:${family};src:url(${fontsPath}/${file}) format("woff2");font-weight:100 900;font-display:swap}`;
  const script = locale === "te" ? "receipt-telugu" : locale === "hi" ? "receipt-devanagari" : null;
  const faces = [
    face("receipt-inter", "inter.woff2"),
    ...(locale === "te" ? [face("receipt-telugu", "telugu.woff2")] : []),
    ...(locale === "hi" ? [face("receipt-devanagari", "devanagari.woff2")] : []),
  ].join("");
  return { faces, family: ["receipt-inter", ...(script ? [script] : []), "system-ui", "sans-serif"].join(",") };
}

/** GET /api/receipts/fonts/{file}: one of the three fonts, cached by the browser for a week. */
export async function receiptFontAnswer(name: string): Promise<Answer> {
  if (!Object.hasOwn(files, name)) return Answer.json(404, { error: "not_found" });
  const bytes = await readFile(path.join(process.cwd(), "node_modules", files[name as FontFile]));
  return new Answer(
    200,
    { raw: new Uint8Array(bytes) as Uint8Array<ArrayBuffer> },
    { "Content-Type": "font/woff2", "Cache-Control": "public, max-age=604800", "Content-Length": String(bytes.byteLength) },
  );
}
