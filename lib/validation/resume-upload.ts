import { z } from "zod";
import { emailField } from "./fields";

/**
 * POST /api/careers/uploads: what the browser says about the resume it is
 * about to send in chunks. The size is checked against the 5 MB limit apart
 * (a 413, not a 400), and again against every byte that arrives. The address
 * is kept with the upload so the privacy erase finds an unfinished one.
 */
export const resumeUploadSchema = z.object({
  email: emailField,
  fileName: z
    .string({ error: "Please choose a file." })
    .min(1, { error: "Please choose a file." })
    .max(1000, { error: "The file name is too long." }),
  size: z
    .number({ error: "The file size must be a number of bytes." })
    .int({ error: "The file size must be a number of bytes." })
    .min(1, { error: "The resume file is empty." }),
});

export type ResumeUploadRequest = z.output<typeof resumeUploadSchema>;
