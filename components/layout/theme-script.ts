import { cookieConsentKey } from "@/lib/browser/consent";

// The site's light and dark themes. The spec's rule: dark when "dark" is stored,
// or when nothing is stored and the system prefers dark. A few lines of our own
// (here and in theme.ts) instead of next-themes, whose provider added about
// 1.5 KB of gzipped JavaScript to every page.

export const darkQuery = "(prefers-color-scheme: dark)";

/** The mark (`data-brand-font` on <html>) of a page whose text is set in Inter, as a dataset key. */
export const brandFontData = "brandFont";

/** Where the visitor's choice is kept: "light" or "dark". */
export const themeStorageKey = "theme";

/**
 * Runs in <head> before anything is painted (app/site-document.tsx), so a stored or
 * system dark theme never flashes light. Storage can be disabled: then the
 * system decides. It also marks <html data-cookies> while no cookie choice is
 * stored, so the page holds the cookie banner's place at its top from the first
 * paint, and the banner, which comes after hydration, moves nothing
 * (components/layout/cookie-banner.client.tsx). And it marks <html data-brand-font>
 * on a page reached from another of the site's pages, which fetched Inter once it
 * had loaded (brand-font.client.tsx): only then is the text set in Inter
 * (app/globals.css says why).
 */
export const themeScript = `(()=>{let t,c,r=document.documentElement;try{t=localStorage.${themeStorageKey};c=localStorage.${cookieConsentKey}}catch{}const d=t=="dark"||t!="light"&&matchMedia(${JSON.stringify(darkQuery)}).matches;r.classList.toggle("dark",d);r.style.colorScheme=d?"dark":"light";if(c==null)r.dataset.cookies="";if(document.referrer.startsWith(location.origin+"/"))r.dataset.${brandFontData}=""})()`;
