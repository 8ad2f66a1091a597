import "server-only";
import { retentionDefaults } from "@/lib/catalogue/retention";
import { db } from "@/lib/db";

import { subscriptionState, type SubscriptionState } from "./subscription-state";

// The subscription's changes through its mail's links, and its retention.

/** The subscription a link names, or null when it is gone (pruned, erased, or replaced by a new sign-up). */
export async function findSubscription(id: string): Promise<{ email: string; state: SubscriptionState } | null> {
  const row = await db.newsletterSubscription.findUnique({
    where: { id },
    select: { email: true, confirmedAt: true, unsubscribedAt: true },
  });
  return row && { email: row.email, state: subscriptionState(row) };
}

export type ConfirmOutcome = "confirmed" | "already-confirmed" | "left" | "gone";

/** Confirms a pending subscription; someone who left must sign up again. */
export async function confirmSubscription(id: string): Promise<ConfirmOutcome> {
  const { count } = await db.newsletterSubscription.updateMany({
    where: { id, confirmedAt: null, unsubscribedAt: null },
    data: { confirmedAt: new Date() },
  });
  if (count === 1) return "confirmed";
  const current = await findSubscription(id);
  if (!current) return "gone";
  return current.state === "left" ? "left" : "already-confirmed";
}

/** Unsubscribes, pending or confirmed; doing it again changes nothing. False when the subscription is gone. */
export async function unsubscribe(id: string): Promise<boolean> {
  const { count } = await db.newsletterSubscription.updateMany({
    where: { id, unsubscribedAt: null },
    data: { unsubscribedAt: new Date() },
  });
  return count === 1 || (await findSubscription(id)) !== null;
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Deletes sign-ups nobody confirmed and the records of people who left, once
 * they are older than retentionDefaults.newsletterLeftoverDays; returns how many.
 */
export async function pruneNewsletterLeftovers(now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDefaults.newsletterLeftoverDays * dayMs);
  const { count } = await db.newsletterSubscription.deleteMany({
    where: {
      OR: [{ confirmedAt: null, unsubscribedAt: null, subscribedAt: { lt: cutoff } }, { unsubscribedAt: { lt: cutoff } }],
    },
  });
  return count;
}
