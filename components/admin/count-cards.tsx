import { Icon, type IconName } from "@/components/ui/icon";
import { formatPaise } from "@/lib/admin/labels";
import type { AdminCounts } from "@/lib/admin/lists";

type CardKey = "contacts" | "quotes" | "careers" | "newsletter" | "payments" | "receivedThisMonthPaise";

const cards: readonly { key: CardKey; label: string; icon: IconName }[] = [
  { key: "contacts", label: "Total Contacts", icon: "message-square" },
  { key: "quotes", label: "Total Quotes", icon: "file-text" },
  { key: "careers", label: "Applications", icon: "briefcase" },
  { key: "newsletter", label: "Subscribers", icon: "mail" },
  { key: "payments", label: "Payments", icon: "credit-card" },
  { key: "receivedThisMonthPaise", label: "Received this month", icon: "credit-card" },
];

const numbers = new Intl.NumberFormat("en-IN");

/** The spec's Total Contacts and Total Quotes, then the other lists' totals; null when they could not be counted. */
export function CountCards({ counts }: { counts: AdminCounts | null }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {cards.map(({ key, label, icon }) => (
        <div key={key} data-count={key} className="card p-4">
          <dt className="flex items-center justify-between gap-2 text-sm font-medium text-muted">
            {label}
            <Icon name={icon} className="h-4 w-4 shrink-0 text-indigo-600 dark:text-indigo-400" />
          </dt>
          <dd className="mt-2 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {counts ? (key === "receivedThisMonthPaise" ? formatPaise(counts[key]) : numbers.format(counts[key])) : "—"}
          </dd>
          {key === "newsletter" && counts ? (
            // The list shows every sign-up; the card counts confirmed ones, and says so beside the rest.
            <dd className="mt-1 text-xs text-muted">
              confirmed · {numbers.format(counts.newsletterPending)} pending · {numbers.format(counts.newsletterLeft)} left
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
