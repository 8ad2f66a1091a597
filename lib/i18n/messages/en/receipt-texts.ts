// The English words of a payment receipt: its page, its PDF and the payer's
// mails about it (the receipt and a refund). Figures, ids and the company's
// facts stay as they are in every language; the amount in words is written in
// the receipt's language by lib/format/amount-in-words.ts.

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
  /** What was bought: the stored payment's service, plan and cycle, or quotation and its services. */
  purposes: {
    service: "Payment for {service}",
    plan: "{plan} plan, billed {cycle}",
    cycles: { monthly: "monthly", yearly: "yearly" },
    quote: "Payment against quotation {reference}",
    quoteWithServices: "Payment against quotation {reference}: {services}",
  },
  /** The tax line: true of every receipt, as no GST is added at checkout; the second only with a GSTIN. */
  tax: {
    noGst: "This is a receipt for a payment received, not a tax invoice. No GST was charged on this payment.",
    invoiceSeparately: "Where GST applies to this supply, a tax invoice will be issued separately under GSTIN {gstin}.",
  },
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
