import { responseTimes } from "./company";

// The English words of the visitor's own mail (the agency's notifications stay
// English whatever the visitor's language: the admin reads them).

export const acknowledgementTexts = {
  hello: "Hello,",
  questions: "Questions in the meantime? Write to {email} or call {phone} (WhatsApp: {chat}).",
  signOff: "— The {brand} team",
  contact: {
    heading: "We received your message",
    thanks: "Thank you for contacting us. We'll get back to you within 24 hours.",
  },
  quote: {
    heading: "We received your quote request",
    review: "We'll review your requirements and get back to you shortly.",
    estimate: "Your estimate: {estimate}, excluding GST. We confirm the final price within {time}.",
    confirmWithin: responseTimes.quotes,
  },
};
