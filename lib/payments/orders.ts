import "server-only";
import { sourceColumn } from "@/lib/analytics/lead-source";
import type { VisitSource } from "@/lib/analytics/visit-source";
import { randomUUID } from "node:crypto";
import { company } from "@/lib/catalogue/company";
import { getPlan } from "@/lib/i18n/records/plans";
import { getService } from "@/lib/i18n/records/services";
import { db } from "@/lib/db";
import type { PaymentPurpose } from "@/lib/generated/prisma/client";
import { toPaise } from "@/lib/pricing/paise";
import { sameSecret } from "@/lib/security/same-secret";
import { planPrice } from "@/lib/pricing/plan-price";
import type { PaymentOrderRequest } from "@/lib/validation/payment";
import type { PaymentsConfig } from "./config";
import { createRazorpayOrder } from "./razorpay";

/** What the browser needs to open Razorpay's checkout; never a secret. */
export interface CheckoutOrder {
  paymentId: string;
  orderId: string;
  amount: number;
  currency: "INR";
  keyId: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
}

interface Purchase {
  purpose: PaymentPurpose;
  language: PaymentOrderRequest["language"];
  reference: string;
  quoteId?: string;
  rupees: number;
  description: string;
  prefill: CheckoutOrder["prefill"];
}

/** The spec fixes this name for service and plan purchases, with no e-mail or phone. */
const anonymousBuyer = { name: "Valued Customer", email: "", contact: "" };

export type PurchaseResult = { ok: true; purchase: Purchase } | { ok: false; field: string; message: string };

/** A service or a plan, priced from the catalogue and bought by the spec's anonymous buyer. */
function catalogueSale(
  purpose: "service" | "plan",
  reference: string,
  rupees: number,
  description: string,
  language: PaymentOrderRequest["language"],
): PurchaseResult {
  return { ok: true, purchase: { purpose, language, reference, rupees, description, prefill: anonymousBuyer } };
}

/** Prices a request from the catalogue or the stored quote; a client's amount never counts. */
export async function pricePurchase(request: PaymentOrderRequest): Promise<PurchaseResult> {
  switch (request.purpose) {
    case "service": {
      const service = getService(request.serviceId);
      if (!service) return { ok: false, field: "serviceId", message: "Unknown service." };
      return catalogueSale("service", service.id, service.rawPrice, `Payment for ${service.title}`, request.language);
    }
    case "plan": {
      const plan = getPlan(request.planId);
      if (!plan) return { ok: false, field: "planId", message: "Unknown plan." };
      return catalogueSale(
        "plan",
        `${plan.id}:${request.cycle}`,
        planPrice(plan, request.cycle),
        `Payment for ${plan.name} - ${request.cycle} plan`,
        request.language,
      );
    }
    case "quote": {
      const quote = await db.quote.findUnique({
        where: { id: request.quoteId },
        select: { id: true, estimate: true, name: true, email: true, phone: true, checkoutToken: true },
      });
      // A wrong token answers exactly like an unknown id: the answer tells nothing about the quote.
      if (!quote || !tokensMatch(quote.checkoutToken, request.checkoutToken))
        return { ok: false, field: "quoteId", message: "Unknown quote." };
      if (quote.estimate <= 0) return { ok: false, field: "quoteId", message: "This quote has no amount to pay." };
      return {
        ok: true,
        purchase: {
          purpose: "quote",
          language: request.language,
          reference: quote.id,
          quoteId: quote.id,
          rupees: quote.estimate,
          description: "Project Quote Payment",
          prefill: { name: quote.name, email: quote.email, contact: quote.phone ?? "" },
        },
      };
    }
  }
}

function tokensMatch(stored: string | null, sent: string): boolean {
  return stored !== null && sameSecret(stored, sent);
}

/** Creates the Razorpay order and records it as a `created` payment. */
export async function createCheckoutOrder(
  config: PaymentsConfig,
  purchase: Purchase,
  source: VisitSource | null = null,
): Promise<CheckoutOrder> {
  const paymentId = randomUUID();
  const amountPaise = toPaise(purchase.rupees);
  const order = await createRazorpayOrder(config, {
    amountPaise,
    // Razorpay limits receipts to 40 characters; a UUID is 36.
    receipt: paymentId,
    notes: { purpose: purchase.purpose, reference: purchase.reference },
  });
  await db.payment.create({
    data: {
      id: paymentId,
      purpose: purchase.purpose,
      reference: purchase.reference,
      quoteId: purchase.quoteId,
      description: purchase.description,
      amountPaise,
      currency: "INR",
      language: purchase.language,
      razorpayOrderId: order.id,
      source: sourceColumn(source),
    },
    select: { id: true },
  });
  return {
    paymentId,
    orderId: order.id,
    amount: amountPaise,
    currency: "INR",
    keyId: config.keyId,
    name: company.name,
    description: purchase.description,
    prefill: purchase.prefill,
  };
}
