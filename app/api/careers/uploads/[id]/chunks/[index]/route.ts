import { endpoint } from "@/lib/api/endpoint";
import { receiveResumeChunk } from "@/lib/uploads/resume-upload-requests";
import { uploadRules } from "@/lib/validation/form-constants";

/**
 * Every chunk counts against the visitor's limit before a byte of it is read: with the
 * uploads one visitor may hold open, this bounds what one visitor can make the site store.
 */
export const PUT = endpoint(
  {
    name: "resume-upload",
    params: ["id", "index"],
    media: "application/octet-stream",
    rateLimit: "resume-upload",
    raw: { maxBytes: uploadRules.chunkBytes, limit: "request" },
  },
  receiveResumeChunk,
);
