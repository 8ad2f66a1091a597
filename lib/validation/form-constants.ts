// Facts the forms need in the browser before any validation runs. Kept apart
// from the Zod schemas so a page can show a form without loading Zod (the forms
// load their schema when the visitor starts filling them in).

/** The hidden field of every form that people leave empty and bots fill in. */
export const honeypotField = "website";

/** The resume rules, shown to the visitor and enforced again on the server by content. */
export const resumeRules = {
  maxBytes: 5 * 1024 * 1024,
  /** What the file input accepts; the server checks the bytes, not the name. */
  accept: ".pdf,.doc,.docx",
  extensions: ["pdf", "doc", "docx"],
} as const;
