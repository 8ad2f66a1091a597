import { leadSourceOf } from "@/lib/analytics/lead-source";
import { endpoint } from "@/lib/api/endpoint";
import { newsletterForm } from "@/lib/leads/newsletter";
import { jsonFormBody, submitJsonForm } from "@/lib/leads/json-submission";

export const POST = endpoint(
  { name: "newsletter", idempotencyKey: true, rateLimit: newsletterForm.kind, json: jsonFormBody(newsletterForm) },
  async ({ input, key, headers }) => submitJsonForm(newsletterForm, input, key, leadSourceOf(headers)),
);
