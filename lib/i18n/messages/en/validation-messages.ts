// The words of the form schemas' errors, once: the schemas (browser and server)
// answer in English, as the API contract says, and a Telugu or Hindi form shows
// the same message from its language's catalogue (lib/i18n/form-messages.ts).

export const validationMessages = {
  fullName: "Please enter your full name.",
  tooLong: "Please keep this under {max} characters.",
  unstorable: "Please remove the unsupported characters.",
  text: "Please enter text.",
  email: "Please enter your email address.",
  emailInvalid: "Please enter a valid email address.",
  phone: "Please enter a valid phone number.",
  phoneExample: "Please enter a valid phone number, e.g. +91 98765 43210.",
  contactService: "Please choose a service from the list.",
  projectDetails: "Please tell us about your project.",
  budget: "Please choose a budget from the list.",
  language: "Please choose English, Telugu or Hindi.",
  quoteServices: "Please choose services from the list.",
  projectType: "Please choose a project type from the list.",
  timeline: "Please choose a timeline from the list.",
  description: "Please describe your project.",
  additionalServices: "Please choose additional services from the list.",
  urgency: "Please choose standard, priority or rush.",
  preferredContact: "Please choose how we should contact you.",
  socialPlatforms: "Please choose platforms from the list.",
  websiteType: "Please choose a website type from the list.",
  equipmentNeeded: "Please choose equipment from the list.",
  videoLength: "Please choose a video length from the list.",
  marketingGoals: "Please choose goals from the list.",
  applyingFor: "Please choose the position you are applying for.",
  ageConfirmed: "Please confirm that you are 18 or older.",
};

export type ValidationMessages = typeof validationMessages;
