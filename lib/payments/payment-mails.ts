import "server-only";
import { formatPaise } from "@/lib/format/inr";
import { agencyDateTime } from "@/lib/format/agency-time";
import type { MailField } from "@/emails/lead-notification";
import { paymentFields, purchaseWords } from "@/lib/leads/kinds/payment";
import { notification } from "@/lib/mail/frames";
import type { OutgoingMail } from "@/lib/mail/registry";
import { absoluteUrl } from "@/lib/seo/site";

// The agency's notices about payments: one per paid payment (sent from the
// transaction that marks it paid) and one per flagged payment. They name what
// was bought and, for a quote, whose quote it is, with a link to the dashboard.

export interface PaymentFacts {
  id: string;
  purpose: "service" | "plan" | "quote";
  reference: string;
  description: string;
  amountPaise: number;
  currency: string;
  razorpayOrderId: string;
  razorpayPaymentId: string | null;
  /** The quote it pays for, while it exists. */
  quote: { id: string; name: string; email: string } | null;
}

// Labelled as the dashboard shows a payment (lib/leads/kinds/payment.ts).
const fields = paymentFields;

function purchaseFields(payment: PaymentFacts): MailField[] {
  const mailFields: MailField[] = [
    { label: fields.purchase.label, value: purchaseWords(payment) },
    { label: fields.description.label, value: payment.description },
    { label: fields.amount.label, value: `${formatPaise(payment.amountPaise)} ${payment.currency}` },
  ];
  if (payment.quote) {
    mailFields.push(
      { label: fields.payerName.label, value: `${payment.quote.name} <${payment.quote.email}>` },
      { label: "Quote in the dashboard", value: absoluteUrl(`/admin/leads/quotes/${payment.quote.id}`) },
    );
  }
  mailFields.push(
    { label: fields.razorpayOrderId.label, value: payment.razorpayOrderId },
    { label: fields.razorpayPaymentId.label, value: payment.razorpayPaymentId ?? undefined },
  );
  return mailFields;
}

/** "Payment received": the receipt's number, what was bought, who for a quote. */
export function paidNotification(payment: PaymentFacts, receipt: { number: string; issuedAt: Date }): Promise<OutgoingMail> {
  return notification(
    "payment-notification",
    `Payment received: ${formatPaise(payment.amountPaise)} for ${payment.description} (${receipt.number})`,
    "A card payment went through. The payer's receipt is mailed to them once Razorpay has given us their details.",
    [
      { label: fields.receipt.label, value: receipt.number },
      ...purchaseFields(payment),
      { label: `${fields.paidAt.label} (IST)`, value: agencyDateTime(receipt.issuedAt) },
      { label: "Payment in the dashboard", value: absoluteUrl(`/admin/leads/payments/${payment.id}`) },
    ],
    payment.id,
    payment.quote?.email,
  );
}

/** "Payment flagged": Razorpay reported an amount or currency other than the order's; a person should look. */
export function flaggedNotification(payment: PaymentFacts, reason: string): Promise<OutgoingMail> {
  return notification(
    "payment-flagged-notification",
    `Payment flagged: ${payment.description} (${payment.razorpayOrderId})`,
    "Razorpay reported an amount or currency that differs from the order. Nothing was marked paid; please check it in Razorpay's dashboard.",
    [{ label: "Why", value: reason }, ...purchaseFields(payment)],
    payment.id,
  );
}
