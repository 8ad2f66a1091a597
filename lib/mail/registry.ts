import "server-only";
import type { MailMessage } from "./transport";

// Every mail the site sends, by template: who reads it, and in what order the
// outbox sends it. Each domain writes its own (lib/leads/mails.ts, lib/payments/payment-mails.ts,
// lib/receipts/receipt-mails.ts, lib/auth/alert-mails.ts) in the frames of ./frames.ts.

export type MailTemplate =
  | "contact-notification"
  | "contact-acknowledgement"
  | "quote-notification"
  | "quote-acknowledgement"
  | "career-notification"
  | "career-acknowledgement"
  | "newsletter-notification"
  | "newsletter-welcome"
  | "payment-notification"
  | "payment-flagged-notification"
  | "payment-receipt"
  | "payment-refund"
  | "admin-sign-in-alert"
  | "admin-factor-alert";

/**
 * Who reads each template: the agency's own inbox, or an address a visitor
 * typed, which nobody has verified (anyone can type anyone's address). Mail to
 * a visitor carries none of the visitor's free text and is limited per address
 * (lib/mail/acknowledgement-limit.ts).
 */
export const mailAudience: Record<MailTemplate, "agency" | "visitor" | "payer"> = {
  "contact-notification": "agency",
  "contact-acknowledgement": "visitor",
  "quote-notification": "agency",
  "quote-acknowledgement": "visitor",
  "career-notification": "agency",
  "career-acknowledgement": "visitor",
  "newsletter-notification": "agency",
  "newsletter-welcome": "visitor",
  "payment-notification": "agency",
  "payment-flagged-notification": "agency",
  // To the address the payer gave Razorpay's checkout (lib/payments/receipts.ts): one mail per
  // payment someone made, so outside the forms' daily allowance per address.
  "payment-receipt": "payer",
  "payment-refund": "payer",
  // To an admin's own, verified address (lib/auth/alert-mails.ts).
  "admin-sign-in-alert": "agency",
  "admin-factor-alert": "agency",
};

/**
 * The order mail leaves the outbox in, lower first: a visitor waiting for their own mail (a
 * confirmation link, an acknowledgement, later a receipt) before the agency's notifications,
 * so no backlog of notifications stands between a visitor and their mail.
 */
const priorityByAudience = { visitor: 0, payer: 0, agency: 1 } as const satisfies Record<(typeof mailAudience)[MailTemplate], number>;

export function sendingPriority(template: MailTemplate): number {
  return priorityByAudience[mailAudience[template]];
}

/** A mail ready for the outbox: addressed, rendered, with the template's name for operators (the outbox gives it its id). */
export interface OutgoingMail extends Omit<MailMessage, "id"> {
  template: MailTemplate;
}
