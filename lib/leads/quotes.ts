import "server-only";
import { randomBytes } from "node:crypto";
import { quoteMails } from "./mails";
import { estimateQuote } from "@/lib/pricing/estimate";
import { quoteSchema, type QuoteSubmission } from "@/lib/validation/quote";
import { sourceColumn } from "@/lib/analytics/lead-source";
import type { JsonForm } from "./json-submission";

/** The server's estimate: from the catalogue, whatever the client computed. */
export function quoteEstimate(quote: Pick<QuoteSubmission, "services" | "additionalServices" | "urgency">): number {
  return estimateQuote({ services: quote.services, addOns: quote.additionalServices, urgency: quote.urgency });
}

/**
 * A quote's id names it in mails and the dashboard; paying it prefills the
 * submitter's name, e-mail and phone, so checkout also needs this token, which
 * only the submitter's answer carries (and a resend of the very same body).
 */
function newCheckoutToken(): string {
  return randomBytes(32).toString("base64url");
}

export const quoteForm: JsonForm<typeof quoteSchema> = {
  kind: "quote",
  schema: quoteSchema,
  mails: (quote, id) => quoteMails(quote, id, quoteEstimate(quote)),
  async save(tx, { language, ...quote }, id, source) {
    const estimate = quoteEstimate(quote);
    const checkoutToken = newCheckoutToken();
    await tx.quote.create({
      data: { id, ...quote, estimate, checkoutToken, status: "pending", source: sourceColumn(source) },
      select: { id: true },
    });
    return { created: true, body: { id, estimate, checkoutToken } };
  },
  async answerRepeat(tx, recordId) {
    const quote = await tx.quote.findUnique({ where: { id: recordId }, select: { id: true, estimate: true, checkoutToken: true } });
    if (!quote) return { id: recordId };
    return quote.checkoutToken === null ? { id: quote.id, estimate: quote.estimate } : quote;
  },
};
