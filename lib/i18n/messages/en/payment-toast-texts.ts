// How a card payment went: the toasts of the checkout code (loaded on the first Buy Now click), and
// the confirmation a Buy Now leaves on the page.
export const paymentToastTexts = {
  notConfigured: "Payment Gateway Not Configured",
  notConfiguredText: "Please provide your Razorpay Key ID to enable payments.",
  notStarted: "Payment could not be started",
  tryAgain: "Please try again in a moment.",
  windowFailed: "The payment window did not load. Please try again.",
  paid: "Payment Successful!",
  paymentId: "Payment ID: {id}",
  unconfirmed: "Payment not confirmed",
  unconfirmedText: "We could not verify this payment. If you were charged, please contact us with your payment ID.",
  failed: "Payment Failed",
  failedText: "The payment did not go through.",
  /** After Buy Now: the buyer's confirmation, which stays on the page when the toasts have gone. */
  confirmation: {
    title: "Payment received",
    paid: "You paid {amount} for {item}.",
    reference: "Payment ID:",
    receipt: "Your receipt is on its way to the e-mail address you gave in the payment window.",
    next: "What happens next",
    contact: "We contact you to plan the work and agree a start date.",
    /** Whether anything more is charged: a plan's cycle is paid once, never renewed by itself. */
    monthly: "This payment covers one month. It does not renew by itself: nothing more is charged to your card.",
    yearly: "This payment covers one year. It does not renew by itself: nothing more is charged to your card.",
    once: "This is a one-time payment: nothing more is charged to your card.",
    questions: "Questions about this payment? Write to {email} with your payment ID.",
    close: "Close",
  },
};
