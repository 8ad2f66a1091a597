// The site's light and dark themes. The spec's rule: dark when "dark" is stored,
// or when nothing is stored and the system prefers dark. A few lines of our own
// (here and in theme.ts) instead of next-themes, whose provider added about
// 1.5 KB of gzipped JavaScript to every page.

export const darkQuery = "(prefers-color-scheme: dark)";

/** Where the visitor's choice is kept: "light" or "dark". */
export const themeStorageKey = "theme";

/**
 * Runs in <head> before anything is painted (app/site-document.tsx), so a stored or
 * system dark theme never flashes light. Storage can be disabled: then the
 * system decides.
 */
export const themeScript = `(()=>{let t=null;try{t=localStorage.getItem(${JSON.stringify(themeStorageKey)})}catch{}const d=t==="dark"||(t!=="light"&&matchMedia(${JSON.stringify(darkQuery)}).matches),r=document.documentElement;r.classList.toggle("dark",d);r.style.colorScheme=d?"dark":"light"})()`;
