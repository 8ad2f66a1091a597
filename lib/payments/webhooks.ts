import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { flagPayment, markPaymentPaid } from "./paid";
import { recordRefund } from "./refunds";
import { verifyWebhookSignature } from "./signatures";
import type { Event } from "./webhook-event";

export type WebhookOutcome = "applied" | "ignored" | "flagged" | "duplicate";
export type WebhookResult =
  { ok: true; outcome: WebhookOutcome; paymentId?: string; paid?: boolean } | { ok: false; reason: "signature" | "malformed" };

const handled = new Set(["payment.captured", "payment.failed", "order.paid", "refund.processed", "refund.failed"]);

/** Razorpay's event types ("payment.captured") and ids ("pay_", "order_" and the like, then letters and digits). */
const eventTypePattern = /^[a-z][a-z_.]{0,63}$/;
const entityIdPattern = /^[A-Za-z0-9_]{1,64}$/;

/**
 * What one delivery is, read from the signed body: its event type and the id of
 * the entity the type names ("payment.captured" names payload.payment.entity,
 * "order.paid" payload.order.entity). Razorpay sends one payment.captured per
 * payment and one order.paid per order, and its retries repeat them, so one key
 * is one delivery however often it arrives. The x-razorpay-event-id header is
 * not part of it: the signature does not cover that header, so anyone holding
 * one signed body could otherwise store it again under new ids. A body that
 * names no such entity (or not in Razorpay's form) is identified by its own
 * hash, which the signature covers too; either way the key stays short enough
 * for its unique index.
 */
export function deliveryKey(event: Event, rawBody: Uint8Array): string {
  const type = event.event;
  if (typeof type === "string" && eventTypePattern.test(type)) {
    const entityId = event.payload?.[type.split(".")[0] ?? ""]?.entity?.id;
    if (typeof entityId === "string" && entityIdPattern.test(entityId)) return `${type}:${entityId}`;
  }
  return `sha256:${createHash("sha256").update(rawBody).digest("hex")}`;
}

/**
 * Applies one Razorpay webhook delivery. The raw body's signature is checked
 * first; each delivery (deliveryKey) is stored once, so a repeated delivery
 * changes nothing; a payment that is paid stays paid whatever arrives later; an
 * event whose amount or currency differs from our order is recorded and
 * flagged, not applied.
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
  // Kept as jsonb, which refuses \u0000 and half a surrogate pair: such a body is refused as malformed, never a 503.
  if (!storableAsJsonb(event)) return { ok: false, reason: "malformed" };

  const type = event.event;
  const key = deliveryKey(event, rawBody);
  // Razorpay's own label for the delivery, kept for operators (the admin's privacy tools list rows by it); the key above is what counts.
  const eventId = eventIdHeader?.trim().slice(0, 100) || key;
  const payload = event as unknown as Prisma.InputJsonValue;

  return db.$transaction(async (tx) => {
    // Any conflict is a repeat: the same delivery (its key), or a retry carrying the same event id.
    const recorded = await tx.$executeRaw`
      INSERT INTO payment_events (event_id, delivery_key, type, outcome, payload)
      VALUES (${eventId}, ${key}, ${type}, 'received', ${JSON.stringify(payload)}::jsonb)
      ON CONFLICT DO NOTHING`;
    if (recorded === 0) return { ok: true, outcome: "duplicate" } as const;

    const outcome = !handled.has(type)
      ? { outcome: "ignored" as const }
      : type.startsWith("refund.")
        ? await recordRefund(tx, type, event)
        : await apply(tx, type, event);
    await tx.paymentEvent.update({ where: { eventId }, data: { outcome: outcome.outcome, paymentId: outcome.paymentId } });
    return { ok: true, outcome: outcome.outcome, paymentId: outcome.paymentId, paid: outcome.paid } as const;
  });
}

async function apply(
  tx: Prisma.TransactionClient,
  type: string,
  event: Event,
): Promise<{ outcome: Exclude<WebhookOutcome, "duplicate">; paymentId?: string; paid?: boolean }> {
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
    await flagPayment(tx, payment.id, reason);
    return { outcome: "flagged", paymentId: payment.id };
  }

  const razorpayPaymentId = typeof paymentEntity?.id === "string" ? paymentEntity.id : undefined;
  if (type === "payment.failed") {
    // A late failure (an earlier attempt) never undoes a payment that went through.
    if (payment.status !== "created") return { outcome: "ignored", paymentId: payment.id };
    await tx.payment.update({ where: { id: payment.id }, data: { status: "failed", razorpayPaymentId } });
    return { outcome: "applied", paymentId: payment.id };
  }

  const paid = await markPaymentPaid(tx, { paymentId: payment.id, razorpayPaymentId });
  return paid ? { outcome: "applied", paymentId: payment.id, paid: true } : { outcome: "ignored", paymentId: payment.id };
}

/** Whether Postgres's jsonb takes `value`: no string or key holds \u0000 or an unpaired surrogate. O(n) in the parsed body. */
function storableAsJsonb(value: unknown): boolean {
  if (typeof value === "string") return !/\u0000|\p{Cs}/u.test(value);
  if (Array.isArray(value)) return value.every(storableAsJsonb);
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).every(([key, entry]) => storableAsJsonb(key) && storableAsJsonb(entry));
  }
  return true;
}
