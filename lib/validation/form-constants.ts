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

/**
 * Resumes travel in chunks: Vercel Functions refuse request bodies over 4.5 MB
 * before our code runs, so no request to the careers API may carry a whole
 * 5 MB file. The server answers a new upload with the chunk size it wants.
 */
export const uploadRules = {
  /** The most one request to the careers API may carry (the direct multipart path included). */
  maxRequestBytes: 4 * 1024 * 1024,
  /** Every chunk but the last is exactly this long. */
  chunkBytes: 1024 * 1024,
} as const;

/** The multipart fields of POST /api/careers that name a finished upload instead of attaching the file. */
export const resumeUploadFields = { id: "resumeUploadId", token: "resumeUploadToken" } as const;
