import { leadSourceOf } from "@/lib/analytics/lead-source";
import { endpoint } from "@/lib/api/endpoint";
import { contactForm } from "@/lib/leads/contacts";
import { jsonFormBody, submitJsonForm } from "@/lib/leads/json-submission";

export const POST = endpoint(
  { name: "contact", idempotencyKey: true, rateLimit: contactForm.kind, json: jsonFormBody(contactForm) },
  async ({ input, key, headers }) => submitJsonForm(contactForm, input, key, leadSourceOf(headers)),
);
