import Link from "next/link";
import { Icon, type IconName } from "@/components/ui/icon";
import { dashboardHref, type AdminListId } from "@/lib/admin/dashboard-params";
import { formatPaise } from "@/lib/format/inr";
import type { AdminCounts } from "@/lib/admin/lists";

type CardKey = "contacts" | "quotes" | "careers" | "newsletter" | "payments" | "receivedThisMonthPaise";

/** Each card and the list its figure counts, which its figure opens. */
const cards: readonly { key: CardKey; label: string; icon: IconName; list: AdminListId }[] = [
  { key: "contacts", label: "Total Contacts", icon: "message-square", list: "contacts" },
  { key: "quotes", label: "Total Quotes", icon: "file-text", list: "quotes" },
  { key: "careers", label: "Applications", icon: "briefcase", list: "careers" },
  { key: "newsletter", label: "Subscribers", icon: "mail", list: "newsletter" },
  { key: "payments", label: "Payments received", icon: "credit-card", list: "payments" },
  { key: "receivedThisMonthPaise", label: "Received this month", icon: "credit-card", list: "payments" },
];

const numbers = new Intl.NumberFormat("en-IN");

/** The spec's Total Contacts and Total Quotes, then the other lists' totals; null when they could not be counted. */
export function CountCards({ counts }: { counts: AdminCounts | null }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {cards.map(({ key, label, icon, list }) => (
        <div key={key} data-count={key} className="card min-w-0 p-4">
          <dt className="flex items-center justify-between gap-2 text-sm font-medium text-muted">
            {label}
            <Icon name={icon} className="h-4 w-4 shrink-0 text-indigo-600 dark:text-indigo-400" />
          </dt>
          <dd className="mt-2 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {counts ? (
              <Link href={dashboardHref({ tab: list })} className="tabular-nums hover:underline">
                {key === "receivedThisMonthPaise" ? formatPaise(counts[key]) : numbers.format(counts[key])}
              </Link>
            ) : (
              "—"
            )}
          </dd>
          {key === "newsletter" && counts ? (
            // The list shows every sign-up; the card counts confirmed ones, and says so beside the rest.
            <dd className="mt-1 text-xs text-muted">
              confirmed · {numbers.format(counts.newsletterPending)} pending · {numbers.format(counts.newsletterLeft)} left
            </dd>
          ) : null}
          {key === "receivedThisMonthPaise" && counts ? (
            // Net of refunds: what came in this month less what went back, with what went back beside it.
            <dd data-count="refundedThisMonthPaise" className="mt-1 text-xs text-muted">
              after {formatPaise(counts.refundedThisMonthPaise)} refunded
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
