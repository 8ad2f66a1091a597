import "server-only";
import type { RequestOrigin } from "@/lib/audit/network";
import { attachmentDisposition } from "@/lib/admin/content-disposition";
import type { Answer } from "@/lib/http/answer";
import { accepted, conflict, download, notFound } from "@/lib/http/responses";
import { apiPolicy } from "@/lib/security/csp";
import { isUuid } from "@/lib/validation/uuid";
import { receiptFileName } from "./receipt-mails";
import { receiptPdfPath, receiptToken, verifiedReceiptId } from "./receipt-links";
import { receiptNotFoundAnswer, receiptPageAnswer } from "./receipt-page";
import { receiptPdf } from "./receipt-pdf";
import { findReceipt, resendReceipt } from "./receipts";
import { receiptView, type ReceiptRecord } from "./receipt-view";

// What the receipt routes answer: the payer's signed link (the page, its PDF)
// and the admin's (open any receipt by id, resend its mail). A token that
// names no receipt, however made, gets the same 404 page.

async function receiptOfToken(token: string): Promise<ReceiptRecord | null> {
  const id = verifiedReceiptId(token);
  return id ? findReceipt(id) : null;
}

/** GET /api/receipts/{token}: the receipt's page, in the payer's language. */
export async function showReceipt(token: string): Promise<Answer> {
  const record = await receiptOfToken(token);
  if (!record) return receiptNotFoundAnswer();
  return receiptPageAnswer(receiptView(record), receiptPdfPath(receiptToken(record.id)));
}

/** GET /api/receipts/{token}/pdf: the same receipt as its PDF. */
export async function downloadReceipt(token: string): Promise<Answer> {
  const record = await receiptOfToken(token);
  if (!record) return receiptNotFoundAnswer();
  return pdfAnswer(record);
}

async function pdfAnswer(record: ReceiptRecord): Promise<Answer> {
  const bytes = await receiptPdf(receiptView(record));
  return download(bytes as Uint8Array<ArrayBuffer>, "application/pdf", attachmentDisposition(receiptFileName(record.number)), {
    "Content-Length": String(bytes.byteLength),
    "Cache-Control": "private, no-store",
    "Referrer-Policy": "no-referrer",
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'; sandbox",
  });
}

// next.config.ts leaves the receipt routes to their own policies: the admin's JSON answers carry the API's.
const apiHeaders = { "Content-Security-Policy": apiPolicy };

/** GET /api/admin/receipts/{id}(?format=pdf): any receipt, for a signed-in admin. */
export async function showReceiptToAdmin(id: string, format: "page" | "pdf"): Promise<Answer> {
  const record = isUuid(id) ? await findReceipt(id) : null;
  if (!record) return notFound("not_found", apiHeaders);
  if (format === "pdf") return pdfAnswer(record);
  return receiptPageAnswer(receiptView(record), `/api/admin/receipts/${record.id}?format=pdf`);
}

/** POST /api/admin/receipts/{id}/resend: the payer's mail once more. */
export async function resendReceiptForAdmin(
  id: string,
  audit: { admin: { adminId: string; email: string }; origin: RequestOrigin },
): Promise<Answer> {
  const outcome = isUuid(id) ? await resendReceipt(id, audit) : "not-found";
  if (outcome === "not-found") return notFound("not_found", apiHeaders);
  if (outcome === "no-address") return conflict("no_address", {}, apiHeaders);
  return accepted({ status: "queued" }, apiHeaders);
}
