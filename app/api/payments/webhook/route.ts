import { route } from "@/lib/http/route";
import { handleWebhookDelivery } from "@/lib/payments/handlers";

export const POST = route("payments-webhook", handleWebhookDelivery);
