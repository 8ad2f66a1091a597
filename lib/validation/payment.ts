import { z } from "zod";
import { billingCycles } from "@/lib/catalogue/plans";
import { serviceIds } from "@/lib/catalogue/services";
import { mailLanguage } from "./fields";

/** The language of the page the checkout was opened from: its receipt's and mails'. */
const language = { language: mailLanguage };

/**
 * What a checkout asks to pay for. Only ids travel: the amount is always
 * computed on the server, so an amount in the request is dropped unread.
 */
export const paymentOrderSchema = z.discriminatedUnion(
  "purpose",
  [
    z.object({ purpose: z.literal("service"), serviceId: z.enum(serviceIds, { error: "Unknown service." }), ...language }),
    z.object({
      purpose: z.literal("plan"),
      planId: z.enum(serviceIds, { error: "Unknown plan." }),
      cycle: z.enum(billingCycles, { error: "The billing cycle must be monthly or yearly." }),
      ...language,
    }),
    z.object({
      purpose: z.literal("quote"),
      quoteId: z.uuid({ error: "Unknown quote." }),
      // Returned only to the quote's submitter (POST /api/quotes): the proof the quote is theirs.
      checkoutToken: z.string({ error: "Unknown quote." }).min(1, { error: "Unknown quote." }).max(128, { error: "Unknown quote." }),
      ...language,
    }),
  ],
  { error: "The purpose must be service, plan or quote." },
);

export type PaymentOrderRequest = z.output<typeof paymentOrderSchema>;
/** What the browser sends: the language may be left out (English). */
export type PaymentOrderInput = z.input<typeof paymentOrderSchema>;

/** What Razorpay's checkout hands back after a payment, to be verified on the server. */
export const paymentVerificationSchema = z.object({
  razorpay_order_id: z.string().trim().min(1).max(64),
  razorpay_payment_id: z.string().trim().min(1).max(64),
  razorpay_signature: z.string().trim().min(1).max(128),
});
