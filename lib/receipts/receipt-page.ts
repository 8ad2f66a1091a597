import "server-only";
import { Answer } from "@/lib/http/answer";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { textsFor } from "@/lib/i18n/texts";
import { linkPagePolicy } from "@/lib/security/csp";
import type { ReceiptView } from "./receipt-view";

// The receipt's page: plain HTML answered by its route handler (no script,
// nothing of the site's bundle), laid out to print on one A4 page. Every value
// is escaped.

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

const style = `
:root{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Telugu","Noto Sans Devanagari",Arial,sans-serif;color:#0f172a}
body{margin:0;background:#f1f5f9}
main{box-sizing:border-box;max-width:44rem;margin:1.5rem auto;padding:2rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgb(15 23 42/.12)}
header{display:flex;flex-wrap:wrap;justify-content:space-between;gap:1rem;border-bottom:2px solid #4338ca;padding-bottom:1rem}
.brand{margin:0;font-size:.8rem;letter-spacing:.08em;text-transform:uppercase;color:#3730a3}
h1{margin:.25rem 0 0;font-size:1.5rem}
.company{margin:0;font-size:.85rem;line-height:1.5;color:#334155;text-align:right}
table{width:100%;border-collapse:collapse;margin:1.5rem 0}
th,td{text-align:left;vertical-align:top;padding:.6rem .5rem;border-bottom:1px solid #e2e8f0;line-height:1.5}
th{width:38%;font-weight:600;color:#334155}
.amount td{font-size:1.15rem;font-weight:700}
.notes p{margin:.4rem 0;font-size:.9rem;color:#334155;line-height:1.5}
nav{margin-top:1.5rem;display:flex;flex-wrap:wrap;gap:1rem;align-items:center}
a{color:#3730a3}
a:focus-visible{outline:2px solid #3730a3;outline-offset:2px}
.download{font-weight:600;padding:.6rem 1rem;border-radius:.5rem;background:#4338ca;color:#fff;text-decoration:none}
@media print{body{background:#fff}main{box-shadow:none;margin:0;max-width:none;padding:0}nav{display:none}}
`;

function rowHtml(label: string, lines: readonly string[], className = ""): string {
  return `<tr${className ? ` class="${className}"` : ""}><th scope="row">${escapeHtml(label)}</th><td>${lines.map(escapeHtml).join("<br>")}</td></tr>`;
}

export function receiptPageHtml(view: ReceiptView, pdfHref: string | null): string {
  const { words, company } = view;
  return `<!DOCTYPE html>
<html lang="${view.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${words.title} ${view.number} – ${company.brand}`)}</title>
<style>${style}</style>
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
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
  // The link carries the receipt's key: it must not leak to another site through Referer.
  "Referrer-Policy": "no-referrer",
  "Content-Security-Policy": linkPagePolicy,
};

export function receiptPageAnswer(view: ReceiptView, pdfHref: string | null): Answer {
  return new Answer(200, { raw: receiptPageHtml(view, pdfHref) }, pageHeaders);
}

/** The same small page for every link that opens no receipt: a made-up, altered or erased one. */
export function receiptNotFoundAnswer(locale: Locale = "en"): Answer {
  const words = textsFor(locale).receipt;
  const html = `<!DOCTYPE html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(words.title)}</title><style>${style}</style></head>
<body><main><h1>${escapeHtml(words.notFound)}</h1><p><a href="${localePath(locale, "/")}">${escapeHtml(words.back)}</a></p></main></body>
</html>
`;
  return new Answer(404, { raw: html }, pageHeaders);
}
