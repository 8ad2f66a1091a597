// Where a newsletter subscription stands: pending until its welcome mail's
// link confirms it (double opt-in), confirmed, or left once unsubscribed.
// Only confirmed subscribers may be sent the newsletter.

export type SubscriptionState = "pending" | "confirmed" | "left";

export const subscriptionStateLabels: Record<SubscriptionState, string> = { pending: "Pending", confirmed: "Confirmed", left: "Left" };

export function subscriptionState(subscription: { confirmedAt: Date | null; unsubscribedAt: Date | null }): SubscriptionState {
  if (subscription.unsubscribedAt) return "left";
  return subscription.confirmedAt ? "confirmed" : "pending";
}

/** The Prisma filter of subscribers who may be sent the newsletter. */
export const confirmedSubscribers = { confirmedAt: { not: null }, unsubscribedAt: null } as const;
