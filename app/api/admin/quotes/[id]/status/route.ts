import { quoteStatusAnswer, quoteStatusChangeSchema } from "@/lib/admin/quote-status";
import { endpoint } from "@/lib/api/endpoint";

/** POST /api/admin/quotes/{id}/status with {"status": …}: JSON only, which a cross-site HTML form cannot send without a CORS preflight. */
export const POST = endpoint(
  { name: "admin quote status", auth: "admin", params: ["id"], json: { maxBytes: 1024, schema: quoteStatusChangeSchema } },
  async ({ admin, params, input, origin }) => quoteStatusAnswer(params.id, input.status, { admin, origin }),
);
