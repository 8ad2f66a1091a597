import { endpoint } from "@/lib/api/endpoint";
import { maxWebhookBytes, receiveWebhook, webhookRequestsPerWindow } from "@/lib/payments/handlers";

/**
 * Counted per client address before the body is read. Without a trusted proxy (TRUST_PROXY)
 * no address is known and every caller shares one count, as on the forms.
 */
export const POST = endpoint(
  {
    name: "payments-webhook",
    rateLimit: { bucket: "payment-webhook", perWindow: webhookRequestsPerWindow },
    raw: { maxBytes: maxWebhookBytes },
  },
  receiveWebhook,
);
