import localFont from "next/font/local";

// The scripts' own fonts from npm, loaded only by the Telugu and Hindi pages
// (their layout sets them on <html>; English pages fetch no extra byte) and by
// the suggestion of a translation (language-suggestion.client.tsx), which shows
// its few words in the script to a browser that prefers it: the font downloads
// only when such text is drawn.
// Inter still draws the Latin letters; these draw what Inter has no glyph for.
// Not preloaded: 120 KB would compete with the page's own first bytes, and
// `swap` shows the system's own Telugu or Devanagari font meanwhile. Measured
// on /te (Lighthouse mobile, median of 3, on this Linux machine, which has no
// font for either script): swap 92, LCP 2.87 s, CLS 0.10; preloading (both
// fonts, as they share this layout) 90, LCP 3.46 s; `optional` 94 and no shift,
// but a system without such a font shows empty boxes on the first page. Phones
// ship one (Android's own Noto), so there the swap barely moves a line.
const telugu = localFont({
  src: "../../node_modules/@fontsource-variable/noto-sans-telugu/files/noto-sans-telugu-telugu-wght-normal.woff2",
  display: "swap",
  weight: "100 900",
  preload: false,
  variable: "--font-script",
});

const devanagari = localFont({
  src: "../../node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2",
  display: "swap",
  weight: "100 900",
  preload: false,
  variable: "--font-script",
});

export const scriptFonts = { te: telugu, hi: devanagari } as const;
