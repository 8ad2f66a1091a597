import type { Prisma } from "@/lib/generated/prisma/client";
import type { PaymentPurpose, PaymentStatus } from "@/lib/generated/prisma/enums";
import { getPlan } from "@/lib/i18n/records/plans";
import { getService } from "@/lib/i18n/records/services";
import { field, leadKindOf, personal, sourceFields } from "./lead-kind";
import { containing, phoneMatch } from "./search";

/** Everything a payment holds, with who paid (its receipt, or its quote), its receipt and its refunds. */
export const paymentSelect = {
  id: true,
  purpose: true,
  reference: true,
  description: true,
  amountPaise: true,
  currency: true,
  status: true,
  razorpayOrderId: true,
  razorpayPaymentId: true,
  flaggedReason: true,
  createdAt: true,
  paidAt: true,
  source: true,
  quote: { select: { id: true, name: true, email: true, phone: true } },
  receipt: {
    select: { id: true, number: true, issuedAt: true, payerName: true, payerEmail: true, payerContact: true, method: true, erasedAt: true },
  },
  refunds: { select: { id: true, amountPaise: true, status: true, processedAt: true, createdAt: true }, orderBy: { createdAt: "asc" } },
} satisfies Prisma.PaymentSelect;

export type Payment = Prisma.PaymentGetPayload<{ select: typeof paymentSelect }>;

/** What the list's columns read (paymentKind.list): the Razorpay ids and the dates but one are on the payment's page. */
export const paymentListSelect = {
  id: true,
  purpose: true,
  reference: true,
  amountPaise: true,
  status: true,
  flaggedReason: true,
  paidAt: true,
  source: true,
  quote: { select: { id: true, name: true, email: true, phone: true } },
  receipt: { select: { id: true, number: true, payerName: true, payerEmail: true, payerContact: true, erasedAt: true } },
  refunds: { select: { amountPaise: true, status: true } },
} satisfies Prisma.PaymentSelect;

export type PaymentListRow = Prisma.PaymentGetPayload<{ select: typeof paymentListSelect }>;

type Refunds = { refunds: { amountPaise: number; status: string }[] };

/** Paise refunded so far (refunds Razorpay processed; a failed one returned nothing). */
export function refundedPaise(row: Refunds): number {
  return row.refunds.filter((refund) => refund.status === "processed").reduce((sum, refund) => sum + refund.amountPaise, 0);
}

export type PaymentState = PaymentStatus | "refunded" | "partly-refunded";

export const paymentStateLabels: Record<PaymentState, string> = {
  created: "Created",
  paid: "Paid",
  failed: "Failed",
  refunded: "Refunded",
  "partly-refunded": "Partly refunded",
};

/** Where a payment stands for the owner: a paid one given back in full is refunded, not paid. */
export function paymentState(row: Refunds & { status: PaymentStatus; amountPaise: number }): PaymentState {
  if (row.status !== "paid") return row.status;
  const refunded = refundedPaise(row);
  if (refunded === 0) return "paid";
  return refunded >= row.amountPaise ? "refunded" : "partly-refunded";
}

type Purchase = { purpose: PaymentPurpose; reference: string; quote: { name: string } | null };

/** What was bought, in words: "Video Editing plan, monthly", "Web Development", "Quote of Asha". */
export function purchaseWords(row: Purchase): string {
  switch (row.purpose) {
    case "service":
      return getService(row.reference)?.title ?? row.reference;
    case "plan": {
      const [planId = "", cycle] = row.reference.split(":");
      const name = getPlan(planId)?.name ?? planId;
      return cycle ? `${name} plan, ${cycle}` : `${name} plan`;
    }
    case "quote":
      // The quote is gone once its person was erased; the payment stays as an accounting record.
      return row.quote ? `Quote of ${row.quote.name}` : "A quote since erased";
  }
}

type Payer = {
  receipt: { payerName: string | null; payerEmail: string | null; payerContact: string | null; erasedAt: Date | null } | null;
  quote: { name: string; email: string; phone: string | null } | null;
};

/** Who paid: the details given at checkout (the receipt's), else the quote's; nothing once erased. */
function payer(row: Payer, part: "name" | "email" | "phone"): string | null {
  if (row.receipt?.erasedAt) return null;
  const given = { name: row.receipt?.payerName, email: row.receipt?.payerEmail, phone: row.receipt?.payerContact }[part];
  return given ?? row.quote?.[part] ?? null;
}

export const paymentFields = {
  payerName: personal((row: Payer) => payer(row, "name"), "Payer"),
  payerEmail: personal((row: Payer) => payer(row, "email"), "Payer Email", "email"),
  payerPhone: personal((row: Payer) => payer(row, "phone"), "Payer Phone", "phone"),
  purchase: field(purchaseWords, "Bought"),
  description: field((row: Pick<Payment, "description">) => row.description, "Description"),
  amount: field((row: Pick<Payment, "amountPaise">) => row.amountPaise, "Amount", "paise"),
  currency: field((row: Pick<Payment, "currency">) => row.currency, "Currency"),
  status: field((row: Refunds & Pick<Payment, "status" | "amountPaise">) => paymentStateLabels[paymentState(row)], "Status"),
  refunded: field(refundedPaise, "Refunded", "paise"),
  receipt: field((row: { receipt: { number: string } | null }) => row.receipt?.number, "Receipt"),
  method: field((row: { receipt: { method: string | null } | null }) => row.receipt?.method, "Method"),
  razorpayOrderId: field((row: Pick<Payment, "razorpayOrderId">) => row.razorpayOrderId, "Razorpay Order ID"),
  razorpayPaymentId: field((row: Pick<Payment, "razorpayPaymentId">) => row.razorpayPaymentId, "Razorpay Payment ID"),
  flaggedReason: field((row: Pick<Payment, "flaggedReason">) => row.flaggedReason, "Flagged Reason"),
  createdAt: field((row: Pick<Payment, "createdAt">) => row.createdAt, "Created At", "date"),
  paidAt: field((row: Pick<Payment, "paidAt">) => row.paidAt, "Paid At", "date"),
  ...sourceFields(),
};

export const paymentKind = leadKindOf<Payment>()({
  noun: "Payment",
  fields: paymentFields,
  // The payer, what was bought and the receipt lead the page (components/admin/payment-summary.tsx); these follow.
  story: [
    "description",
    "amount",
    "status",
    "refunded",
    "method",
    "createdAt",
    "paidAt",
    "flaggedReason",
    "razorpayOrderId",
    "razorpayPaymentId",
  ],
  csv: [
    "payerName",
    "payerEmail",
    "payerPhone",
    "purchase",
    "description",
    "amount",
    "currency",
    "status",
    "refunded",
    "receipt",
    "method",
    "razorpayOrderId",
    "razorpayPaymentId",
    "flaggedReason",
    "createdAt",
    "paidAt",
    "source",
    "utmCampaign",
    "landingPage",
  ],
  // The Razorpay ids, the dates and a flag's reason are on the payment's page: the table fits a 1440 px screen.
  list: ["payerName", "purchase", "amount", "status", "receipt", "paidAt"],
  searchHint: "Payer, description, receipt or Razorpay ID",
});

/** Found by who paid, what for, its receipt's number or Razorpay's ids. */
export function paymentSearch(search: string): Prisma.PaymentWhereInput {
  if (!search) return {};
  const text = containing(search);
  return {
    OR: [
      { description: text },
      { reference: text },
      { razorpayOrderId: text },
      { razorpayPaymentId: text },
      { flaggedReason: text },
      { quote: { OR: [{ name: text }, { email: text }] } },
      { receipt: { OR: [{ number: text }, { payerName: text }, { payerEmail: text }, ...phoneMatch(search, "payerContact")] } },
    ],
  };
}
