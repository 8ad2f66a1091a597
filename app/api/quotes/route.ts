import { leadSourceOf } from "@/lib/analytics/lead-source";
import { endpoint } from "@/lib/api/endpoint";
import { quoteForm } from "@/lib/leads/quotes";
import { jsonFormBody, submitJsonForm } from "@/lib/leads/json-submission";

export const POST = endpoint(
  { name: "quote", idempotencyKey: true, rateLimit: quoteForm.kind, json: jsonFormBody(quoteForm) },
  async ({ input, key, headers }) => submitJsonForm(quoteForm, input, key, leadSourceOf(headers)),
);
