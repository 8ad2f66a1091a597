// How a newsletter subscription went; loaded with the code that sends it (components/newsletter/subscribe.ts).

export const newsletterToastTexts = {
  subscribed: "Subscribed! 🎉",
  thanks: "Thanks for subscribing to our newsletter! We'll keep you updated.",
  failed: "Subscription Failed",
  serverDown: "Could not subscribe to newsletter. Please try again. (Saved locally)",
  unexpected: "An unexpected error occurred. Please try again. (Saved locally)",
  invalid: "Please enter a valid email address.",
  tooMany: "Too many attempts. Please try again later.",
};
