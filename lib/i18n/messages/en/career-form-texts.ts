import { waitTexts } from "./form-texts";

// The application form's English words, on their own: the form's client code
// imports them as its default; a translated page hands over its language's
// (lib/pages/careers.ts). The notices are the spec's, word for word.

export const careerFormTexts = {
  label: "Job application form",
  consent:
    "We use your resume and contact details only to assess your application, and keep them for at most 12 months. Read how we handle your data in our",
  submit: "Submit Application",
  submitting: "Submitting...",
  name: "Full Name",
  email: "Email Address",
  phone: "Phone Number",
  applyingFor: "Applying for",
  applyingForPlaceholder: "Select a position",
  coverLetter: "Cover Letter / Message",
  coverLetterPlaceholder: "Tell us about yourself, your experience and why you'd like to join us.",
  resume: "Resume",
  chooseResume: "Choose your resume",
  resumeHint: "PDF, DOC or DOCX, up to {mb} MB",
  chooseAnother: " · click to choose another file",
  browse: "Browse",
  selected: "Selected file: {name}",
  remove: "Remove file",
  age: "I confirm that I am 18 years or older.",
  uploading: "Uploading resume",
  uploaded: "Uploaded · saving your application…",
  progress: "{confirmed} of {size}",
  tooLarge: "File too large",
  tooLargeText: "Please upload a file smaller than {mb}MB.",
  wrongType: "Invalid file type",
  wrongTypeText: "Please upload a PDF or Word document.",
  missing: "Resume Required",
  missingText: "Please upload your resume.",
  /** A 413 that is not about the file: the request, not the resume, was too big. */
  requestTooLarge: "Upload failed",
  requestTooLargeText:
    "The server refused part of the upload as too large for one request. Your file is within the 5 MB limit, so please try again.",
  submitted: "Application Submitted!",
  submittedText: "Thank you for applying. We'll be in touch if your profile matches our requirements.",
  failed: "Submission Failed",
  failedText: "Could not submit application. Please try again.",
  /** The answer that stays in place of the form once the application is stored (its heading is `submitted`). */
  confirmation: {
    applied: "Thank you for applying for: {opening}.",
    reference: "Your reference:",
    mailed: "We are sending a confirmation to {email}.",
    next: "What happens next",
    read: "Our hiring team reads every application.",
    interview: "If your profile matches the role, we contact you to arrange an interview.",
    kept: "We keep your resume for at most {months} months, and use it only to assess your application.",
    another: "Send another application",
  },
  tooMany: {
    title: "Too Many Applications",
    description: "You have sent several applications in a short time. Please try again in {wait}.",
    ...waitTexts,
  },
};

export type CareerFormTexts = typeof careerFormTexts;
