import { responseTimeWords } from "./company";

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
    confirmWithin: responseTimeWords.quotes,
  },
  /** To an applicant: the opening's name is the choice they picked from our own list, never typed text. */
  career: {
    heading: "We received your application",
    applied: "Thank you for applying for: {opening}.",
    reference: "Your reference: {reference}",
    next: "Our hiring team reads every application. If your profile matches the role, we contact you to arrange an interview.",
    kept: "We use your resume only to assess your application, and keep it for at most {months} months.",
  },
  /** The newsletter's welcome, whose link confirms the address (double opt-in). */
  newsletter: {
    subject: "Please confirm your subscription",
    ask: "Someone, we hope you, asked for the {brand} newsletter at this address. Please confirm that you want it:",
    fallback: "If the button does not work, open this link:",
    notYou:
      "If it was not you, ignore this mail: without your confirmation we send you nothing more and delete the sign-up after {days} days.",
    unsubscribe: "To unsubscribe at any time:",
  },
};
