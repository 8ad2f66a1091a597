// The footer's newsletter form; its toasts are newsletter-toasts.ts, loaded when the visitor starts on the form.

export const newsletterTexts = {
  title: "Stay Updated",
  text: "Digital marketing tips, new services and offers, straight to your inbox.",
  email: "Email address",
  placeholder: "Enter your email",
  subscribe: "Subscribe",
  subscribing: "Subscribing...",
  note: "We use your e-mail address only to send the newsletter; unsubscribe any time. See our",
  privacy: "Privacy Policy",
};
