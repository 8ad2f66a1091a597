// The English words of /contact around its form (lib/i18n/messages/en/contact-form-texts.ts):
// the ways to reach the team, the hours and response times, the office.

export const contactTexts = {
  message: "Send Us a Message",
  channels: {
    heading: "Ways to reach us",
    email: "Email Us",
    emailNote: "Replies within {time}",
    call: "Call Us",
    whatsapp: "Chat on WhatsApp",
    whatsappNote: "Opens a chat with a greeting ready to send",
    visit: "Visit Our Office",
    visitNote: "Find us on Google Maps",
    newTab: " (opens in a new tab)",
  },
  info: {
    label: "Business hours and response times",
    hours: "Business Hours",
    responseTimes: "Response Times",
    messages: "Messages and enquiries:",
    quotes: "Quote requests:",
    within: "within {time}",
    estimate: "Need a Price First?",
    estimateText: "Pick your services in our quote wizard and see an instant estimate. We confirm every quote within {time}.",
    getQuote: "Get Free Quote",
  },
  office: {
    title: "Visit Our Office",
    text: "Meet the team in person to talk through your project. Please call ahead so the right people are in.",
    directions: "Get Directions",
    directionsNewTab: " (opens Google Maps in a new tab)",
  },
};

export type ContactTexts = typeof contactTexts;
