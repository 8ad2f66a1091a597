import "server-only";
import { requestOrigin } from "@/lib/audit/network";
import { attachmentDisposition } from "@/lib/admin/content-disposition";
import { Answer } from "@/lib/http/answer";
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

type TokenContext = { params: Promise<{ token: string }> };

async function receiptOfToken({ params }: TokenContext): Promise<ReceiptRecord | null> {
  const id = verifiedReceiptId((await params).token);
  return id ? findReceipt(id) : null;
}

/** GET /api/receipts/{token}: the receipt's page, in the payer's language. */
export async function showReceipt(_request: Request, context: TokenContext): Promise<Answer> {
  const record = await receiptOfToken(context);
  if (!record) return receiptNotFoundAnswer();
  return receiptPageAnswer(receiptView(record), receiptPdfPath(receiptToken(record.id)));
}

/** GET /api/receipts/{token}/pdf: the same receipt as its PDF. */
export async function downloadReceipt(_request: Request, context: TokenContext): Promise<Answer> {
  const record = await receiptOfToken(context);
  if (!record) return receiptNotFoundAnswer();
  return pdfAnswer(record);
}

async function pdfAnswer(record: ReceiptRecord): Promise<Answer> {
  const bytes = await receiptPdf(receiptView(record));
  return new Answer(
    200,
    { raw: bytes as Uint8Array<ArrayBuffer> },
    {
      "Content-Type": "application/pdf",
      "Content-Disposition": attachmentDisposition(receiptFileName(record.number)),
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "private, no-store",
      "Referrer-Policy": "no-referrer",
      "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'; sandbox",
    },
  );
}

/** GET /api/admin/receipts/{id}(?format=pdf): any receipt, for a signed-in admin. */
export async function showReceiptToAdmin(request: Request, id: string): Promise<Answer> {
  const record = isUuid(id) ? await findReceipt(id) : null;
  if (!record) return Answer.json(404, { error: "not_found" }, { "Content-Security-Policy": apiPolicy });
  if (new URL(request.url).searchParams.get("format") === "pdf") return pdfAnswer(record);
  return receiptPageAnswer(receiptView(record), `/api/admin/receipts/${record.id}?format=pdf`);
}

/** POST /api/admin/receipts/{id}/resend: the payer's mail once more. */
export async function resendReceiptForAdmin(request: Request, id: string, admin: { adminId: string; email: string }): Promise<Answer> {
  const outcome = isUuid(id) ? await resendReceipt(id, { admin, origin: requestOrigin(request.headers) }) : "not-found";
  // next.config.ts leaves the receipt routes to their own policies: this one answers JSON.
  const headers = { "Content-Security-Policy": apiPolicy };
  if (outcome === "not-found") return Answer.json(404, { error: "not_found" }, headers);
  if (outcome === "no-address") return Answer.json(409, { error: "no_address" }, headers);
  return Answer.json(202, { status: "queued" }, headers);
}
