import { handleWebhookDelivery } from "@/lib/payments/handlers";

export async function POST(request: Request): Promise<Response> {
  return handleWebhookDelivery(request);
}
