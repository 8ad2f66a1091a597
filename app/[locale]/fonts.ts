import localFont from "next/font/local";

// The scripts' own fonts from npm, loaded only by the Telugu and Hindi pages
// (this module belongs to their layout; English pages fetch no extra byte).
// Inter still draws the Latin letters; these draw what Inter has no glyph for.
// Not preloaded: 120 KB would compete with the page's own first bytes, and
// `swap` shows the phone's own Telugu or Devanagari font meanwhile.
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
