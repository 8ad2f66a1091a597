import localFont from "next/font/local";

// Inter from npm (@fontsource-variable/inter): Google Fonts cannot be fetched
// at build time here. One variable file covers every weight; `swap` plus
// Next's size-adjusted fallback keeps the layout from shifting.
export const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  display: "swap",
  weight: "100 900",
  variable: "--font-inter",
});
