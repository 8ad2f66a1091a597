import { endpoint } from "@/lib/api/endpoint";
import { maxJsonBodyBytes } from "@/lib/leads/json-submission";
import { screenDeclaredSize, startResumeUpload } from "@/lib/uploads/resume-upload-requests";
import { resumeUploadSchema } from "@/lib/validation/resume-upload";

/** Counted like the form itself; each chunk then counts in the same bucket. */
export const POST = endpoint(
  {
    name: "resume-upload",
    rateLimit: "resume-upload",
    json: { maxBytes: maxJsonBodyBytes, schema: resumeUploadSchema, screen: screenDeclaredSize },
  },
  async ({ input, visitor }) => startResumeUpload(input, visitor),
);
