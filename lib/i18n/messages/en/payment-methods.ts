// The payment methods' English words, by method id (the account rows' labels by
// row id); lib/catalogue/payment-methods.ts holds the account data, statuses and icons.

export const paymentMethodWords = {
  "bank-transfer": {
    name: "Bank Transfer (NEFT / RTGS / IMPS)",
    description: "Pay invoices directly into our current account from any Indian bank.",
    note: "Please quote your invoice number as the payment reference and e-mail us the transaction receipt.",
    detailLabels: {
      "account-name": "Account Name",
      "account-number": "Account Number",
      ifsc: "IFSC Code",
      bank: "Bank",
      branch: "Branch",
    },
  },
  upi: {
    name: "UPI",
    description: "Pay instantly from Google Pay, PhonePe, Paytm or any UPI app.",
    note: "Add your invoice number in the payment remarks so we can match your payment quickly.",
    detailLabels: {
      "upi-id": "UPI ID",
    },
  },
  gateway: {
    name: "Online Payment Gateway",
    description: "Pay by credit card, debit card, net banking or wallet through a secure checkout.",
    // The spec had this card "coming soon"; Buy Now and the quote wizard now take payments through Razorpay.
    note: "Buy Now on our service and pricing pages, and the quote wizard, take cards, UPI and net banking through Razorpay's secure checkout, as Razorpay offers them. You get a numbered receipt by e-mail.",
    detailLabels: {},
  },
  paypal: {
    name: "PayPal (International Clients)",
    description: "Clients outside India can pay in their own currency through PayPal.",
    note: "Ask us for a PayPal invoice; PayPal's conversion and processing fees apply.",
    detailLabels: {},
  },
};

/** What the UPI card says of its QR code. */
export const paymentQrCodeWords = "A UPI QR code is printed on every invoice.";

/** Each status's name. */
export const paymentStatusWords = {
  available: "Available",
  "coming-soon": "Coming Soon",
  "on-request": "On Request",
};
