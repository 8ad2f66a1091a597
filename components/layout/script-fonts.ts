// The scripts' own fonts (the system's copy first, else @fontsource-variable's
// from npm), declared in app/globals.css and set on the Telugu and Hindi pages'
// <html> by its lang, so English pages fetch no extra byte; and, after the
// system's own font, for the few words in the script an English page shows
// (fewWordsFont below). A browser downloads a face only for text set in it. In
// the stylesheet every page loads, not through next/font in the pages' shared
// layout: that gave every page, English too, a stylesheet of their own to
// fetch first.
// Inter, where the page is set in it (app/globals.css), draws the Latin letters;
// these draw what it has no glyph for.
// Not preloaded: 120 KB would compete with the page's own first bytes, and
// `swap` shows the system's own Telugu or Devanagari font meanwhile. Measured
// on /te (Lighthouse mobile, median of 3, in a browser on a system with no
// font for either script): swap 92, LCP 2.87 s, CLS 0.10; preloading (both
// fonts, as they share this layout) 90, LCP 3.46 s; `optional` 94 and no shift,
// but a system without such a font shows empty boxes on the first page. Phones
// ship one (Android's own Noto), so there the swap barely moves a line.
/** Each script's web font and its fallback, as app/globals.css names their faces. */
export const scriptFontFamilies = { te: `telugu, "telugu Fallback"`, hi: `devanagari, "devanagari Fallback"` } as const;

// The systems' own fonts for the two scripts: Android's Noto, Windows', Apple's.
const systemScriptFonts = `"Noto Sans Telugu", "Noto Sans Devanagari", "Nirmala UI", "Kohinoor Telugu", "Kohinoor Devanagari", "Gautami", "Mangal"`;

/**
 * For a few words in the script on an English page (the suggestion, the 404's
 * links): the system's own font first, so a browser fetches the web font only
 * where none is installed, instead of 120 KB for a line.
 */
export function fewWordsFont(locale: keyof typeof scriptFontFamilies): string {
  return `${systemScriptFonts}, ${scriptFontFamilies[locale]}`;
}
