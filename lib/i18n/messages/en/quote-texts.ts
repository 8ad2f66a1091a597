import { waitTexts } from "./form-texts";

// The quote wizard's English words, on their own: the wizard's client code
// imports them as its default; a translated page hands over its language's
// (lib/i18n/quote.ts). Titles, notices and toasts are the spec's, word for word.

export const quoteTexts = {
  region: "Quote request",
  /** What shows without JavaScript, around the agency's address and a link to the contact form. */
  noScript: {
    before: "The quote form needs JavaScript. You can also email your requirements to",
    middle: "or use our",
    contactForm: "contact form",
  },
  steps: {
    personal: { title: "Personal Information", indicator: "Personal Info", subtitle: "Tell us about yourself" },
    services: { title: "Select Services", indicator: "Select Services", subtitle: "Select your services" },
    project: { title: "Project Details", indicator: "Project Details", subtitle: "Describe your project" },
    review: { title: "Review Your Quote", indicator: "Review & Submit", subtitle: "Confirm your quote" },
  },
  indicator: "Quote steps",
  stepOf: "Step {number} of {count}",
  /** Read before an indicator's label, and after a done one. */
  stepNumber: "Step {number}: ",
  done: " (done)",
  correctOne: ". Please correct 1 field.",
  correctMany: ". Please correct {count} fields.",
  /** A select's first, empty choice. */
  selectOption: "Select an option",
  previous: "Previous",
  next: "Next",
  submit: "Submit Quote Request",
  submitting: "Submitting...",
  openingPayment: "Opening payment...",
  consent:
    "By submitting, you agree that we use your name, contact details and project information only to prepare your quote and contact you about it. Read how we handle your data in our",
  personal: {
    name: "Full Name",
    email: "Email Address",
    phone: "Phone Number",
    phoneHint: "Optional, e.g. +91 98765 43210",
    company: "Company Name",
    companyHint: "Optional",
    contact: "Preferred contact method",
  },
  services: {
    core: "Core Services",
    more: "Tell us a little more",
    moreHint: "Optional: it helps us size the quote.",
    additional: "Additional Services",
  },
  /** The questions a chosen service opens on step 2. */
  details: {
    socialPlatforms: "Social platforms",
    marketingGoals: "Marketing goals",
    equipmentNeeded: "Equipment needed",
    videoLength: "Video length",
    websiteType: "Website type",
  },
  project: {
    type: "Project Type",
    timeline: "Timeline",
    budget: "Budget",
    urgency: "Urgency",
    description: "Project Description",
    descriptionPlaceholder: "What do you need, for whom, and by when? Links to references are welcome.",
  },
  review: {
    yourDetails: "Your details",
    services: "Services",
    project: "Project",
    edit: "Edit",
    /** What each Edit button edits, for screen readers. */
    editDetails: " your details",
    editServices: " services",
    editProject: " project details",
    phone: "Phone",
    company: "Company",
    contact: "Preferred contact",
    coreServices: "Core services",
    additionalServices: "Additional services",
    notGiven: "Not specified",
    noneSelected: "None selected",
    estimate: "Estimated Cost",
    noServices: "No services selected yet. Choose services in step 2 to see an estimate, or submit and we will suggest what fits.",
    subtotal: "Subtotal",
    fee: "{urgency} urgency ({fee})",
    total: "Estimated total",
    startingPrices: "Starting prices; your final proposal may differ once we know the details.",
    /** Said before submit: the spec opens the card payment once the quote is stored. */
    payment: {
      heading: "Payment",
      when: "When you submit, we first store your request, then open a secure card payment (Razorpay) for the estimate of {amount}.",
      optional: "Paying now is optional: you can close the payment window and pay after you have reviewed our proposal.",
    },
  },
  /** An urgency's surcharge, as its choice and the estimate name it. */
  feeLabel: "+{percent}% fee",
  confirmation: {
    title: "Quote Request Submitted!",
    thanks: "Thank you. Your request is with our team.",
    reference: "Your reference:",
    mailed: "We are sending a confirmation to {email}.",
    next: "What happens next",
    review: "We review your requirements within 24 hours.",
    contact: "We contact you {how} to discuss your project.",
    proposal: "You receive a detailed proposal with the scope, timeline and final pricing.",
    how: { email: "by email", phone: "with a phone call", whatsapp: "on WhatsApp", meeting: "to set up a video meeting" },
    home: "Back to Home",
    services: "Explore Services",
    /** What happened to the money, one state at a time; the retry button shows only where paying again makes sense. */
    payment: {
      paid: "Payment received: you paid {amount} towards this quote.",
      dismissed:
        "Payment not completed: no money was taken. Paying now is optional; you can pay here, or after you have reviewed our proposal.",
      failed: "We could not confirm your payment. If money was taken, write to us with your payment ID: we confirm it, or refund it.",
      "not-configured": "Online card payment is not available yet, so nothing was charged. We send the payment details with your proposal.",
      unavailable:
        "The payment could not be started, so nothing was charged. You can try again here, or pay after you have reviewed our proposal.",
    },
    /** After a payment: what happens when the proposal's final price differs from the estimate paid. */
    priceDiffers:
      "If our proposal's final price is higher, you pay only the difference. If it is lower, or you decide not to go ahead, you can ask us in writing for a refund; our refund policy says what is refunded and when.",
    refundPolicy: "Refund policy",
    retryPayment: "Try the payment again",
  },
  toasts: {
    submitted: "Quote Request Submitted! 🎉",
    submittedText: "We'll review your requirements and get back to you shortly.",
    failed: "Submission Failed",
    failedText: "There was an error submitting your quote. Please try again or use localStorage backup.",
    saved: "Data Saved Locally",
    savedText: "Your quote request was saved to local storage due to a server error.",
    invalidText: "Some details could not be accepted. Please check your answers and try again.",
    refusedText: "We could not accept this request. Please email your requirements to {email}.",
    tooMany: "Too many requests",
    tooManyText: "You have sent several requests in a short time. Please wait {wait} and try again.",
    seconds: "{count} seconds",
    ...waitTexts,
  },
};

export type QuoteTexts = typeof quoteTexts;
