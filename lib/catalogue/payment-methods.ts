import { company } from "./company";
import type { IconName } from "./icons";

// The four payment methods of /bank-payment-info. Account data and the UPI id
// are placeholders held in company.ts; they are referenced, never copied. Each
// method's name, description, note and row labels are words, by id.

export type PaymentMethodStatus = "available" | "coming-soon" | "on-request";

export type PaymentMethodId = "bank-transfer" | "upi" | "gateway" | "paypal";

/** A method's facts: its account rows' ids and values, whether its card mentions a QR code, its status and icon. */
export interface PaymentMethodFacts {
  id: PaymentMethodId;
  details: readonly { id: string; value: string }[];
  upiId?: string;
  qrCode?: true;
  status: PaymentMethodStatus;
  icon: IconName;
}

/** The methods in their order. */
export const paymentMethodFacts: readonly PaymentMethodFacts[] = [
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
