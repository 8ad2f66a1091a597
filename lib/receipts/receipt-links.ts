import "server-only";
import { createHmac } from "node:crypto";
import { getEnv } from "@/lib/env";
import { sameSecret } from "@/lib/security/same-secret";
import { absoluteUrl } from "@/lib/seo/site";
import { isUuid } from "@/lib/validation/uuid";

// The link to a receipt that only its payer receives: the receipt's id and an
// HMAC-SHA256 of it under RECEIPT_LINK_SECRET, so nobody can make a link for
// another receipt by changing the id, and the id alone opens nothing. Links do
// not expire: a receipt is kept for as long as the payer keeps the mail.

/** Development and tests only: production refuses to start without RECEIPT_LINK_SECRET (lib/env.ts). */
const developmentSecret = "development-only-receipt-link-secret";

function signature(receiptId: string): string {
  const secret = getEnv().RECEIPT_LINK_SECRET ?? developmentSecret;
  return createHmac("sha256", secret).update(`receipt:${receiptId.toLowerCase()}`).digest("base64url");
}

/** "<id>.<signature>", the path segment of the receipt's page. */
export function receiptToken(receiptId: string): string {
  return `${receiptId}.${signature(receiptId)}`;
}

export const receiptPagePath = (token: string) => `/api/receipts/${token}`;
export const receiptPdfPath = (token: string) => `/api/receipts/${token}/pdf`;

export function receiptLink(receiptId: string): string {
  return absoluteUrl(receiptPagePath(receiptToken(receiptId)));
}

/**
 * The receipt a token names when its signature is right; null for anything else. Cheap on
 * any input: at most 200 characters are looked at before one HMAC.
 */
export function verifiedReceiptId(token: string): string | null {
  if (token.length > 200) return null;
  const dot = token.indexOf(".");
  if (dot < 0) return null;
  const id = token.slice(0, dot);
  const given = token.slice(dot + 1);
  if (!isUuid(id) || !/^[A-Za-z0-9_-]{43}$/.test(given)) return null;
  return sameSecret(signature(id), given) ? id : null;
}
