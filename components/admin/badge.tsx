import type { ReactNode } from "react";
import type { PaymentState } from "@/lib/leads/kinds/payment";

/** The colours of a state's pill, by how the row stands. */
const badgeTones = {
  neutral: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
  waiting: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  done: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
  failed: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200",
} as const;

export type BadgeTone = keyof typeof badgeTones;

/** A row's state as a coloured pill (a subscription's, a payment's). */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${badgeTones[tone]}`}>{children}</span>;
}

/** A refund is not a failure, but it is money given back: the owner should see it apart from the paid ones. */
export const paymentStateTones: Record<PaymentState, BadgeTone> = {
  created: "neutral",
  paid: "done",
  failed: "failed",
  refunded: "waiting",
  "partly-refunded": "waiting",
};
