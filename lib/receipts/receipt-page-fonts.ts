import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Answer } from "@/lib/http/answer";
import { document, notFound } from "@/lib/http/responses";
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

/**
 * The page's @font-face rules and font stack: Inter for Latin, then the
 * language's own script first. Every face names its Unicode range, so a browser
 * fetches a face only for text in it: a Telugu name on a Hindi receipt gets
 * the Telugu font too, and an English receipt fetches Inter alone.
 */
export function receiptFontCss(locale: Locale): { faces: string; family: string } {
  const face = (family: string, file: FontFile, range: string) =>
    `@font-face{font-family:${family};src:url(${fontsPath}/${file}) format("woff2");font-weight:100 900;font-display:swap;unicode-range:${range}}`;
  const faces = [
    face(
      "receipt-inter",
      "inter.woff2",
      "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+2000-206F,U+20AC,U+20B9,U+2122,U+2212",
    ),
    face("receipt-telugu", "telugu.woff2", "U+0951-0952,U+0964-0965,U+0C00-0C7F,U+1CDA,U+200C-200D,U+25CC"),
    face("receipt-devanagari", "devanagari.woff2", "U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+25CC,U+A830-A839,U+A8E0-A8FF"),
  ].join("");
  const scripts = locale === "hi" ? ["receipt-devanagari", "receipt-telugu"] : ["receipt-telugu", "receipt-devanagari"];
  return { faces, family: ["receipt-inter", ...scripts, "system-ui", "sans-serif"].join(",") };
}

/** GET /api/receipts/fonts/{file}: one of the three fonts, cached by the browser for a week. */
export async function receiptFontAnswer(name: string): Promise<Answer> {
  if (!Object.hasOwn(files, name)) return notFound();
  const bytes = await readFile(path.join(process.cwd(), "node_modules", files[name as FontFile]));
  return document(new Uint8Array(bytes) as Uint8Array<ArrayBuffer>, "font/woff2", {
    "Cache-Control": "public, max-age=604800",
    "Content-Length": String(bytes.byteLength),
  });
}
