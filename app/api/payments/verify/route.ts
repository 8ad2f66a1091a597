import { endpoint } from "@/lib/api/endpoint";
import { maxPaymentBodyBytes, verifyPayment } from "@/lib/payments/handlers";
import { paymentVerificationSchema } from "@/lib/validation/payment";

export const POST = endpoint(
  { name: "payments", json: { maxBytes: maxPaymentBodyBytes, schema: paymentVerificationSchema } },
  async ({ input }) => verifyPayment(input),
);
