// How a card payment went, in the toasts of the checkout code (loaded on the first Buy Now click).
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
};
