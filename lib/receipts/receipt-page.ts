import "server-only";
import type { Answer } from "@/lib/http/answer";
import { htmlPage } from "@/lib/http/responses";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { textsFor } from "@/lib/i18n/texts";
import { receiptPagePolicy } from "@/lib/security/csp";
import { receiptThemeScript } from "@/lib/security/receipt-theme-script";
import { receiptFontCss } from "./receipt-page-fonts";
import type { ReceiptView } from "./receipt-view";

// The receipt's page: plain HTML answered by its route handler (nothing of the
// site's bundle; one script, the theme rule), in the site's fonts for its
// language and its light or dark theme, laid out to print on one A4 page.
// Every value is escaped.

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

// The site's slate and indigo, light and dark (app/globals.css); print is always light.
const style = `
:root{--ink:#0f172a;--muted:#334155;--page:#f1f5f9;--card:#fff;--line:#e2e8f0;--accent:#4338ca;--link:#3730a3;--on-accent:#fff;color:var(--ink);color-scheme:light}
:root.dark{--ink:#f1f5f9;--muted:#cbd5e1;--page:#020617;--card:#0f172a;--line:#334155;--accent:#818cf8;--link:#a5b4fc;--on-accent:#0f172a;color-scheme:dark}
body{margin:0;background:var(--page)}
main{box-sizing:border-box;max-width:44rem;margin:1.5rem auto;padding:2rem;background:var(--card);border-radius:.75rem;box-shadow:0 1px 3px rgb(15 23 42/.12)}
header{display:flex;flex-wrap:wrap;justify-content:space-between;gap:1rem;border-bottom:2px solid var(--accent);padding-bottom:1rem}
.brand{margin:0;font-size:.8rem;letter-spacing:.08em;text-transform:uppercase;color:var(--link);overflow-wrap:anywhere}
h1{margin:.25rem 0 0;font-size:1.5rem;line-height:1.4}
.company{margin:0;font-size:.85rem;line-height:1.6;color:var(--muted);text-align:right;overflow-wrap:anywhere}
table{width:100%;border-collapse:collapse;margin:1.5rem 0}
th,td{text-align:left;vertical-align:top;padding:.6rem .5rem;border-bottom:1px solid var(--line);line-height:1.6;overflow-wrap:anywhere}
th{width:38%;font-weight:600;color:var(--muted)}
.amount td{font-size:1.15rem;font-weight:700}
.notes p{margin:.4rem 0;font-size:.9rem;color:var(--muted);line-height:1.6}
nav{margin-top:1.5rem;display:flex;flex-wrap:wrap;gap:1rem;align-items:center}
a{color:var(--link)}
a:focus-visible{outline:2px solid var(--link);outline-offset:2px}
.download{font-weight:600;padding:.6rem 1rem;border-radius:.5rem;background:var(--accent);color:var(--on-accent);text-decoration:none}
@media (max-width:30rem){main{margin:0;border-radius:0;padding:1.25rem}.company{text-align:left}th,td{display:block;width:auto;padding:.25rem 0}th{padding-top:.75rem;border-bottom:0}}
@media print{:root{--ink:#0f172a;--muted:#334155;--card:#fff;--line:#e2e8f0}body{background:#fff}main{box-shadow:none;margin:0;max-width:none;padding:0}nav{display:none}}
`;

/** The page's <head> styles: its language's fonts, then the layout. */
function head(view: { locale: Locale }, title: string): string {
  const fonts = receiptFontCss(view.locale);
  return `<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<script>${receiptThemeScript}</script>
<style>${fonts.faces}:root{font-family:${fonts.family}}${style}</style>`;
}

function rowHtml(label: string, lines: readonly string[], className = ""): string {
  return `<tr${className ? ` class="${className}"` : ""}><th scope="row">${escapeHtml(label)}</th><td>${lines.map(escapeHtml).join("<br>")}</td></tr>`;
}

export function receiptPageHtml(view: ReceiptView, pdfHref: string | null): string {
  const { words, company } = view;
  return `<!DOCTYPE html>
<html lang="${view.locale}">
<head>
${head(view, `${words.title} ${view.number} – ${company.brand}`)}
</head>
<body>
<main>
<header>
<div>
<p class="brand">${escapeHtml(company.brand)}</p>
<h1>${escapeHtml(words.title)}</h1>
</div>
<p class="company">${escapeHtml(company.legalName)}<br>CIN: ${escapeHtml(company.cin)}${
    company.gstin ? `<br>GSTIN: ${escapeHtml(company.gstin)}` : ""
  }<br>${escapeHtml(words.registeredOffice)}: ${escapeHtml(company.address)}<br>${escapeHtml(company.email)} · ${escapeHtml(company.phone)}</p>
</header>
<table>
<caption class="brand" style="text-align:left">${escapeHtml(`${words.title} ${view.number}`)}</caption>
<tbody>
${view.rows.map((row) => rowHtml(row.label, row.lines, row.label === words.amount ? "amount" : "")).join("\n")}
</tbody>
</table>
<div class="notes">
${view.notes.map((note) => `<p>${escapeHtml(note)}</p>`).join("\n")}
</div>
<nav aria-label="${escapeHtml(words.title)}">
${pdfHref ? `<a class="download" href="${escapeHtml(pdfHref)}" download>${escapeHtml(words.download)}</a>` : ""}
<span>${escapeHtml(words.print)}</span>
<a href="${localePath(view.locale, "/")}">${escapeHtml(words.back)}</a>
</nav>
</main>
</body>
</html>
`;
}

const pageHeaders = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
  // The link carries the receipt's key: it must not leak to another site through Referer.
  "Referrer-Policy": "no-referrer",
  "Content-Security-Policy": receiptPagePolicy,
};

export function receiptPageAnswer(view: ReceiptView, pdfHref: string | null): Answer {
  return htmlPage(200, receiptPageHtml(view, pdfHref), pageHeaders);
}

/** The same small page for every link that opens no receipt: a made-up, altered or erased one. */
export function receiptNotFoundAnswer(locale: Locale = "en"): Answer {
  const words = textsFor(locale).receipt;
  const html = `<!DOCTYPE html>
<html lang="${locale}">
<head>${head({ locale }, words.title)}</head>
<body><main><h1>${escapeHtml(words.notFound)}</h1><p><a href="${localePath(locale, "/")}">${escapeHtml(words.back)}</a></p></main></body>
</html>
`;
  return htmlPage(404, html, pageHeaders);
}
