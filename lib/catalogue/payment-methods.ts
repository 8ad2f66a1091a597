import { paymentMethodWords, paymentQrCodeWords, paymentStatusWords } from "@/lib/i18n/messages/en/payment-methods";
import { wordsOf } from "@/lib/i18n/words";
import { company } from "./company";
import type { IconName } from "./icons";

// The four payment methods of /bank-payment-info. Account data and the UPI id
// are placeholders held in company.ts; they are referenced, never copied. The
// words are the English message catalogue's (lib/i18n/messages/en/payment-methods.ts).

export type PaymentMethodStatus = "available" | "coming-soon" | "on-request";

export interface PaymentMethod {
  id: "bank-transfer" | "upi" | "gateway" | "paypal";
  name: string;
  description: string;
  /** Label/value rows shown on the card (account details, UPI id). */
  details: readonly { id: string; label: string; value: string }[];
  note: string;
  upiId?: string;
  /** Text alternative of a QR code; no QR image is published yet. */
  qrCode?: string;
  status: PaymentMethodStatus;
  icon: IconName;
}

export const paymentStatusLabels: Record<PaymentMethodStatus, string> = paymentStatusWords;

/** A method's facts: its account rows' ids and values, whether its card mentions a QR code, its status and icon. */
interface PaymentMethodFacts extends Pick<PaymentMethod, "id" | "upiId" | "status" | "icon"> {
  details: readonly { id: string; value: string }[];
  qrCode?: true;
}

/** The methods in their order. */
const paymentMethodFacts: readonly PaymentMethodFacts[] = [
  {
    id: "bank-transfer",
    details: [
      { id: "account-name", value: company.bank.accountName },
      { id: "account-number", value: company.bank.accountNumber },
      { id: "ifsc", value: company.bank.ifsc },
      { id: "bank", value: company.bank.bankName },
      { id: "branch", value: company.bank.branch },
    ],
    status: "available",
    icon: "landmark",
  },
  {
    id: "upi",
    details: [{ id: "upi-id", value: company.upiId }],
    upiId: company.upiId,
    qrCode: true,
    status: "available",
    icon: "smartphone",
  },
  // The spec had this card "coming soon"; Buy Now and the quote wizard now take payments through Razorpay.
  { id: "gateway", details: [], status: "available", icon: "credit-card" },
  { id: "paypal", details: [], status: "on-request", icon: "globe" },
];

/** The payment methods in English. */
export const paymentMethods: readonly PaymentMethod[] = paymentMethodFacts.map(({ id, details, upiId, qrCode, status, icon }) => {
  const { name, description, note, detailLabels } = paymentMethodWords[id];
  return {
    id,
    name,
    description,
    details: details.map((row) => ({ id: row.id, label: wordsOf(detailLabels, row.id), value: row.value })),
    ...(upiId ? { upiId } : {}),
    ...(qrCode ? { qrCode: paymentQrCodeWords } : {}),
    note,
    status,
    icon,
  };
});
