import { handleVerifyPayment } from "@/lib/payments/handlers";

export async function POST(request: Request): Promise<Response> {
  return handleVerifyPayment(request);
}
