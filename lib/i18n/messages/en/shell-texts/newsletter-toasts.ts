// How a newsletter subscription went; loaded with the code that sends it (components/newsletter/subscribe.ts).
// The toasts are the spec's; `confirm` stays under the form after a sign-up, since the
// address is subscribed only once its owner confirms from the welcome mail (double opt-in).

export const newsletterToastTexts = {
  subscribed: "Subscribed! 🎉",
  thanks: "Thanks for subscribing to our newsletter! We'll keep you updated.",
  confirm: "Please confirm with the button in the e-mail we just sent you.",
  failed: "Subscription Failed",
  serverDown: "Could not subscribe to newsletter. Please try again. (Saved locally)",
  unexpected: "An unexpected error occurred. Please try again. (Saved locally)",
  invalid: "Please enter a valid email address.",
  tooMany: "Too many attempts. Please try again later.",
};
