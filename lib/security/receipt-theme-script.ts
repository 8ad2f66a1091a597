import { createHash } from "node:crypto";

// The receipt page's one script: the site's theme rule (components/layout/theme-script.ts:
// dark when "dark" is stored under "theme", or nothing is and the system prefers
// dark), so a visitor who chose a theme on the site sees the receipt in it. The
// page's policy allows this script by its hash and no other.
export const receiptThemeScript = `(()=>{let t;try{t=localStorage.theme}catch{}if(t=="dark"||t!="light"&&matchMedia("(prefers-color-scheme: dark)").matches)document.documentElement.className="dark"})()`;

export const receiptThemeScriptHash = `'sha256-${createHash("sha256").update(receiptThemeScript, "utf8").digest("base64")}'`;
