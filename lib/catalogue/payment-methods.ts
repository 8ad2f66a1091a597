import { company } from "./company";
import type { IconName } from "./icons";

// The four payment methods of /bank-payment-info. Account data and the UPI id
// are placeholders held in company.ts; they are referenced, never copied.

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

export const paymentStatusLabels: Record<PaymentMethodStatus, string> = {
  available: "Available",
  "coming-soon": "Coming Soon",
  "on-request": "On Request",
};

export const paymentMethods: readonly PaymentMethod[] = [
  {
    id: "bank-transfer",
    name: "Bank Transfer (NEFT / RTGS / IMPS)",
    description: "Pay invoices directly into our current account from any Indian bank.",
    details: [
      { id: "account-name", label: "Account Name", value: company.bank.accountName },
      { id: "account-number", label: "Account Number", value: company.bank.accountNumber },
      { id: "ifsc", label: "IFSC Code", value: company.bank.ifsc },
      { id: "bank", label: "Bank", value: company.bank.bankName },
      { id: "branch", label: "Branch", value: company.bank.branch },
    ],
    note: "Please quote your invoice number as the payment reference and e-mail us the transaction receipt.",
    status: "available",
    icon: "landmark",
  },
  {
    id: "upi",
    name: "UPI",
    description: "Pay instantly from Google Pay, PhonePe, Paytm or any UPI app.",
    details: [{ id: "upi-id", label: "UPI ID", value: company.upiId }],
    upiId: company.upiId,
    qrCode: "A UPI QR code is printed on every invoice.",
    note: "Add your invoice number in the payment remarks so we can match your payment quickly.",
    status: "available",
    icon: "smartphone",
  },
  {
    id: "gateway",
    name: "Online Payment Gateway",
    description: "Pay by credit card, debit card, net banking or wallet through a secure checkout.",
    details: [],
    // The spec had this card "coming soon"; Buy Now and the quote wizard now take payments through Razorpay.
    note: "Buy Now on our service and pricing pages, and the quote wizard, take cards, UPI and net banking through Razorpay's secure checkout, as Razorpay offers them. You get a numbered receipt by e-mail.",
    status: "available",
    icon: "credit-card",
  },
  {
    id: "paypal",
    name: "PayPal (International Clients)",
    description: "Clients outside India can pay in their own currency through PayPal.",
    details: [],
    note: "Ask us for a PayPal invoice; PayPal's conversion and processing fees apply.",
    status: "on-request",
    icon: "globe",
  },
];
