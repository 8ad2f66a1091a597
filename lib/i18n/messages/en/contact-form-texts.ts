import { waitTexts } from "./form-texts";

// The contact form's English words. The page hands the form its language's words
// (lib/i18n/contact.ts), so the form's client code carries none.

export const contactFormTexts = {
  label: "Contact form",
  consent: "We use your name, contact details and message only to answer your enquiry. Read how we handle your data in our",
  submit: "Send Message",
  submitting: "Sending Message...",
  name: "Full Name",
  email: "Email Address",
  phone: "Phone",
  company: "Company",
  service: "Service interested in",
  servicePlaceholder: "Select a service",
  budget: "Budget",
  budgetPlaceholder: "Select a budget",
  details: "Project Details",
  detailsPlaceholder: "Tell us about your goals, timeline and anything else we should know.",
  sent: "Message Sent Successfully! 🎉",
  sentText: "Thank you for contacting us. We'll get back to you within 24 hours.",
  unexpected: "Uh oh! Something went wrong.",
  unexpectedText: "There was a problem submitting your message. Please try again.",
  failed: "Submission Failed",
  failedText: "There was an error submitting your message. Please try again or use localStorage backup.",
  saved: "Data Saved Locally",
  savedText: "Your message was saved to local storage due to a server error.",
  tooMany: {
    title: "Too Many Messages",
    description: "You have sent several messages in a short time. Please try again in {wait}.",
    ...waitTexts,
  },
};

export type ContactFormTexts = typeof contactFormTexts;
