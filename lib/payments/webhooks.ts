import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { verifyWebhookSignature } from "./signatures";

export type WebhookOutcome = "applied" | "ignored" | "flagged" | "duplicate";
export type WebhookResult = { ok: true; outcome: WebhookOutcome } | { ok: false; reason: "signature" | "malformed" };

interface Entity {
  id?: unknown;
  order_id?: unknown;
  amount?: unknown;
  currency?: unknown;
}

interface Event {
  event?: unknown;
  payload?: { payment?: { entity?: Entity }; order?: { entity?: Entity } };
}

const handled = new Set(["payment.captured", "payment.failed", "order.paid"]);

/**
 * Applies one Razorpay webhook delivery. The raw body's signature is checked
 * first; each event id is stored once, so a repeated delivery changes nothing;
 * a payment that is paid stays paid whatever arrives later; an event whose
 * amount or currency differs from our order is recorded and flagged, not applied.
 */
export async function handleWebhook(
  rawBody: Uint8Array,
  signature: string,
  eventIdHeader: string | null,
  webhookSecret: string,
): Promise<WebhookResult> {
  if (!verifyWebhookSignature(rawBody, signature, webhookSecret)) return { ok: false, reason: "signature" };
  let event: Event;
  try {
    event = JSON.parse(new TextDecoder().decode(rawBody)) as Event;
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (typeof event !== "object" || event === null || typeof event.event !== "string") return { ok: false, reason: "malformed" };

  const type = event.event;
  // Razorpay always sends x-razorpay-event-id; without it the body itself identifies the delivery.
  const eventId = eventIdHeader?.trim() || `sha256:${createHash("sha256").update(rawBody).digest("hex")}`;
  const payload = event as unknown as Prisma.InputJsonValue;

  return db.$transaction(async (tx) => {
    const recorded = await tx.$executeRaw`
      INSERT INTO payment_events (event_id, type, outcome, payload) VALUES (${eventId}, ${type}, 'received', ${JSON.stringify(payload)}::jsonb)
      ON CONFLICT DO NOTHING`;
    if (recorded === 0) return { ok: true, outcome: "duplicate" } as const;

    const outcome = handled.has(type) ? await apply(tx, type, event) : { outcome: "ignored" as const };
    await tx.paymentEvent.update({ where: { eventId }, data: { outcome: outcome.outcome, paymentId: outcome.paymentId } });
    return { ok: true, outcome: outcome.outcome } as const;
  });
}

async function apply(
  tx: Prisma.TransactionClient,
  type: string,
  event: Event,
): Promise<{ outcome: Exclude<WebhookOutcome, "duplicate">; paymentId?: string }> {
  const paymentEntity = event.payload?.payment?.entity;
  const orderEntity = event.payload?.order?.entity;
  const orderId = type === "order.paid" ? orderEntity?.id : paymentEntity?.order_id;
  if (typeof orderId !== "string") return { outcome: "ignored" };

  // Lock the payment row: deliveries of one order's events apply one at a time.
  const [payment] = await tx.$queryRaw<{ id: string; status: string; amount_paise: number; currency: string }[]>`
    SELECT id, status::text, amount_paise, currency FROM payments WHERE razorpay_order_id = ${orderId} FOR UPDATE`;
  if (!payment) return { outcome: "ignored" };

  const reported = type === "order.paid" ? orderEntity : paymentEntity;
  if (reported?.amount !== payment.amount_paise || reported?.currency !== payment.currency) {
    const reason = `${type} reported ${String(reported?.amount)} ${String(reported?.currency)}, order is ${payment.amount_paise} ${payment.currency}`;
    await tx.payment.update({ where: { id: payment.id }, data: { flaggedReason: reason.slice(0, 300) } });
    return { outcome: "flagged", paymentId: payment.id };
  }

  const razorpayPaymentId = typeof paymentEntity?.id === "string" ? paymentEntity.id : undefined;
  if (type === "payment.failed") {
    // A late failure (an earlier attempt) never undoes a payment that went through.
    if (payment.status !== "created") return { outcome: "ignored", paymentId: payment.id };
    await tx.payment.update({ where: { id: payment.id }, data: { status: "failed", razorpayPaymentId } });
    return { outcome: "applied", paymentId: payment.id };
  }

  if (payment.status === "paid") return { outcome: "ignored", paymentId: payment.id };
  await tx.payment.update({ where: { id: payment.id }, data: { status: "paid", razorpayPaymentId, paidAt: new Date() } });
  return { outcome: "applied", paymentId: payment.id };
}
