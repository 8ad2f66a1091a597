import { z } from "zod";
import { emailField, mailLanguage } from "./fields";

export const newsletterSchema = z.object({
  email: emailField,
  /** Not stored: it chooses the language of the welcome mail and of the pages its links open. */
  language: mailLanguage,
});

export type NewsletterSubmission = z.output<typeof newsletterSchema>;
