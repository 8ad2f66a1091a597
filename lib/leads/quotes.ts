import "server-only";
import { quoteMails } from "@/lib/mail/lead-mails";
import { estimateQuote } from "@/lib/pricing/estimate";
import { quoteSchema, type QuoteSubmission } from "@/lib/validation/quote";
import type { JsonForm } from "./json-submission";

/** The server's estimate: from the catalogue, whatever the client computed. */
export function quoteEstimate(quote: QuoteSubmission): number {
  return estimateQuote({ services: quote.services, addOns: quote.additionalServices, urgency: quote.urgency });
}

export const quoteForm: JsonForm<typeof quoteSchema> = {
  kind: "quote",
  schema: quoteSchema,
  mails: (quote, id) => quoteMails(quote, id, quoteEstimate(quote)),
  async save(tx, quote, id) {
    const estimate = quoteEstimate(quote);
    await tx.quote.create({ data: { id, ...quote, estimate, status: "pending" }, select: { id: true } });
    return { created: true, body: { id, estimate } };
  },
  async answerRepeat(tx, recordId) {
    const quote = await tx.quote.findUnique({ where: { id: recordId }, select: { id: true, estimate: true } });
    return quote ?? { id: recordId };
  },
};
