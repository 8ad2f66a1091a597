import "server-only";
import { formatPaise } from "@/lib/admin/labels";
import { agencyDateTime } from "@/lib/admin/agency-time";
import type { MailField } from "@/emails/lead-notification";
import { notification, type OutgoingMail } from "@/lib/mail/lead-mails";
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

const purposeLabels = { service: "Service", plan: "Plan", quote: "Quote" } as const;

function purchaseFields(payment: PaymentFacts): MailField[] {
  const fields: MailField[] = [
    { label: "For", value: payment.description },
    { label: "Amount", value: `${formatPaise(payment.amountPaise)} ${payment.currency}` },
    { label: purposeLabels[payment.purpose], value: payment.quote ? `${payment.quote.name} <${payment.quote.email}>` : payment.reference },
  ];
  if (payment.quote) {
    fields.push({
      label: "Quote in the dashboard",
      value: absoluteUrl(`/admin?tab=quotes&search=${encodeURIComponent(payment.quote.email)}`),
    });
  }
  fields.push(
    { label: "Razorpay order ID", value: payment.razorpayOrderId },
    { label: "Razorpay payment ID", value: payment.razorpayPaymentId ?? undefined },
  );
  return fields;
}

/** "Payment received": the receipt's number, what was bought, who for a quote. */
export function paidNotification(payment: PaymentFacts, receipt: { number: string; issuedAt: Date }): Promise<OutgoingMail> {
  return notification(
    "payment-notification",
    `Payment received: ${formatPaise(payment.amountPaise)} for ${payment.description} (${receipt.number})`,
    "A card payment went through. The payer's receipt is mailed to them once Razorpay has given us their details.",
    [
      { label: "Receipt", value: receipt.number },
      ...purchaseFields(payment),
      { label: "Paid at (IST)", value: agencyDateTime(receipt.issuedAt) },
      {
        label: "Payments in the dashboard",
        value: absoluteUrl(`/admin?tab=payments&search=${encodeURIComponent(payment.razorpayOrderId)}`),
      },
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
