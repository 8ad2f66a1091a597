import localFont from "next/font/local";

// Inter from npm (@fontsource-variable/inter): Google Fonts cannot be fetched
// at build time here. One variable file (48 KB) covers every weight.
// Not preloaded and `optional`, and the first page of a visit does not use it
// (app/globals.css): that page paints in the system's font, fetches the file
// once loaded, and the next page finds it cached. So the 48 KB never competes
// with the HTML, stylesheet and scripts before the first paint, and no swap
// shifts the page. Lighthouse mobile, median of 3 on /: LCP 2.27 s and CLS 0
// not preloaded, against 2.57 s preloaded with `swap`; not preloaded but
// `swap`, the late swap shifted the page (CLS 0.03).
export const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  display: "optional",
  weight: "100 900",
  variable: "--font-inter",
  preload: false,
});
