// The English words of a payment receipt: its page, its PDF and the payer's
// mails about it (the receipt and a refund). Figures, ids, the company's facts
// and the amount in words stay as they are in every language.

export const receiptTexts = {
  title: "Payment Receipt",
  number: "Receipt number",
  date: "Date",
  receivedFrom: "Received from",
  email: "E-mail",
  phone: "Phone",
  purpose: "For",
  amount: "Amount received",
  inWords: "Amount in words",
  paymentId: "Razorpay payment ID",
  method: "Paid by",
  methods: {
    card: "Card",
    upi: "UPI",
    netbanking: "Net banking",
    wallet: "Wallet",
    emi: "EMI",
    paylater: "Pay later",
    other: "Online payment",
  },
  issuedBy: "Issued by",
  registeredOffice: "Registered office",
  noTax: "This receipt acknowledges a payment received; no tax is computed on it.",
  refunded: "Refunded",
  download: "Download the PDF",
  print: "To print this receipt, use your browser's Print command.",
  back: "Back to the website",
  notFound: "This receipt link is not valid.",
  mail: {
    subject: "Your receipt {number}",
    thanks: "Thank you for your payment of {amount}. Your receipt {number} is attached as a PDF.",
    view: "View or print it online: {link}",
    keep: "Please keep it for your records.",
    refundSubject: "Your refund of {amount}",
    refund: "We have refunded {amount} of your payment {paymentId} (receipt {number}).",
    refundWhere: "The money goes back to the payment method you used, where possible.",
  },
};

export type ReceiptTexts = typeof receiptTexts;
