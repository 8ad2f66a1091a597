import { handleCreateOrder } from "@/lib/payments/handlers";

export async function POST(request: Request): Promise<Response> {
  return handleCreateOrder(request);
}
