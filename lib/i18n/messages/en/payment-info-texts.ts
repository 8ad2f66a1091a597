// The English words of /bank-payment-info around its payment methods (payment-methods.ts).

export const paymentInfoTexts = {
  help: "Need Help with a Payment?",
  helpIntro: "Our support team can resend an invoice, confirm a payment or help with any billing question.",
  contactSupport: "Contact Support",
  requestPaypal: "Request a PayPal invoice",
  /** The spec's notice: no sample invoice file exists yet. */
  sampleInvoice: {
    button: "Download Sample Invoice",
    title: "Sample Invoice Download Not Ready",
    text: "A sample invoice will be available to download soon.",
  },
};

export type PaymentInfoTexts = typeof paymentInfoTexts;
