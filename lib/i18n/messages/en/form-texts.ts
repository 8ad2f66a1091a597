// The English words every lead form shares around its own (lib/i18n/messages/en/contact-form-texts.ts):
// the form components import them as their defaults, so a translated form hands over its own.

export const formFrameTexts = {
  /** "Fields marked * are required.", around the asterisk, with what a screen reader hears for it. */
  requiredBefore: "Fields marked",
  requiredAsterisk: "with an asterisk",
  requiredAfter: "are required.",
  honeypot: "Leave this field empty",
  privacyPolicy: "Privacy Policy",
};

export type FormFrameTexts = typeof formFrameTexts;

/** The wait a 429's toast names, from its Retry-After. */
export const waitTexts = {
  minute: "{count} minute",
  minutes: "{count} minutes",
};

export type WaitTexts = typeof waitTexts;

/** A 429's toast: what was sent too often, and the wait ({wait}). */
export interface TooManyTexts extends WaitTexts {
  title: string;
  description: string;
}
