import "server-only";
import { company } from "@/lib/catalogue/company";
import { localePath, type Locale } from "@/lib/i18n/locales";
import type { Answer } from "@/lib/http/answer";
import { htmlPage } from "@/lib/http/responses";
import { linkPagePolicy } from "@/lib/security/csp";

// The small pages the newsletter's links open. They are answered by the route
// handlers themselves (plain HTML, no script, nothing of the site's bundle):
// one page per state, rendered per request, with no visitor text but the
// subscription's own address, escaped.

export interface LinkPage {
  status: number;
  title: string;
  paragraphs: readonly string[];
  /** A button that POSTs back to the same URL (the step a mail scanner's GET never takes). */
  button?: string;
}

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

const style = `
:root{color-scheme:light dark;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f1f5f9;color:#0f172a}
main{box-sizing:border-box;width:100%;max-width:32rem;margin:1rem;padding:2rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgb(15 23 42/.12)}
.brand{margin:0;font-size:.8rem;letter-spacing:.08em;text-transform:uppercase;color:#4338ca}
h1{margin:.5rem 0 1rem;font-size:1.5rem;line-height:1.25}
p{line-height:1.6}
button{font:inherit;font-weight:600;padding:.7rem 1.25rem;border:0;border-radius:.5rem;background:#4338ca;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:2px solid #4338ca;outline-offset:2px}
a{color:#4338ca}
@media (prefers-color-scheme:dark){body{background:#020617;color:#e2e8f0}main{background:#0f172a}.brand,a{color:#a5b4fc}button{background:#6366f1}}
`;

/** The page in the link's language: `back` is its "Back to the website", to the home page in that language. */
export function linkPageAnswer(
  { status, title, paragraphs, button }: LinkPage,
  { locale, back }: { locale: Locale; back: string },
): Answer {
  const html = `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${title} – ${company.name}`)}</title>
<style>${style}</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(company.name)}</p>
<h1>${escapeHtml(title)}</h1>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
${button ? `<form method="post"><button type="submit">${escapeHtml(button)}</button></form>` : ""}
<p><a href="${localePath(locale, "/")}">${escapeHtml(back)}</a></p>
</main>
</body>
</html>
`;
  return htmlPage(status, html, {
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex",
    // next.config.ts sends the same for these paths; set here too for a handler called directly.
    "Content-Security-Policy": linkPagePolicy,
  });
}
