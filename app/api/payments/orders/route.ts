import { leadSourceOf } from "@/lib/analytics/lead-source";
import { endpoint } from "@/lib/api/endpoint";
import { createOrder, maxPaymentBodyBytes } from "@/lib/payments/handlers";
import { paymentOrderSchema } from "@/lib/validation/payment";

export const POST = endpoint(
  {
    name: "payments",
    idempotencyKey: true,
    rateLimit: "payment",
    json: { maxBytes: maxPaymentBodyBytes, schema: paymentOrderSchema },
  },
  async ({ input, headers }) => createOrder(input, leadSourceOf(headers)),
);
