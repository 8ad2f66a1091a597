import type { Prisma } from "@/lib/generated/prisma/client";
import { subscriptionState, subscriptionStateLabels } from "@/lib/newsletter/subscription-state";
import { field, leadKindOf, personal, sourceFields } from "./lead-kind";
import { containing } from "./search";

/** Everything a newsletter subscription holds: pending, confirmed and left alike. */
export const subscriberSelect = {
  id: true,
  email: true,
  subscribedAt: true,
  confirmedAt: true,
  unsubscribedAt: true,
  source: true,
  createdAt: true,
} satisfies Prisma.NewsletterSubscriptionSelect;

export type Subscriber = Prisma.NewsletterSubscriptionGetPayload<{ select: typeof subscriberSelect }>;

export const subscriberFields = {
  email: personal((row: Pick<Subscriber, "email">) => row.email, "Email", "email"),
  status: field((row: Pick<Subscriber, "confirmedAt" | "unsubscribedAt">) => subscriptionStateLabels[subscriptionState(row)], "Status"),
  subscribedAt: field((row: Pick<Subscriber, "subscribedAt">) => row.subscribedAt, "Subscribed At", "date"),
  confirmedAt: field((row: Pick<Subscriber, "confirmedAt">) => row.confirmedAt, "Confirmed At", "date"),
  unsubscribedAt: field((row: Pick<Subscriber, "unsubscribedAt">) => row.unsubscribedAt, "Left At", "date"),
  ...sourceFields(),
};

export const subscriberKind = leadKindOf<Subscriber>()({
  noun: "Newsletter subscription",
  fields: subscriberFields,
  story: ["status", "subscribedAt", "confirmedAt", "unsubscribedAt"],
  // The mailing list: only confirmed subscribers are exported, so no status or leaving date.
  csv: ["email", "subscribedAt", "confirmedAt", "source", "utmCampaign", "landingPage"],
  list: ["email", "status", "subscribedAt", "confirmedAt", "unsubscribedAt"],
  searchHint: "Email address",
});

export function subscriberSearch(search: string): Prisma.NewsletterSubscriptionWhereInput {
  return search ? { email: containing(search) } : {};
}
