import { Icon } from "@/components/ui/icon";
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button-link";
import { dashboardHref, type AdminTabId, type PageWindow, type PaymentFilter } from "@/lib/admin/dashboard-params";

const numbers = new Intl.NumberFormat("en-IN");

export function Pagination({
  tab,
  label,
  search,
  status,
  window,
  total,
}: {
  tab: AdminTabId;
  label: string;
  search: string;
  status?: PaymentFilter;
  window: PageWindow;
  total: number;
}) {
  if (total === 0) return null;
  const { page, lastPage, from, to } = window;
  const previous = page > 1 ? dashboardHref({ tab, search, status, page: page - 1 }) : null;
  const next = page < lastPage ? dashboardHref({ tab, search, status, page: page + 1 }) : null;
  const disabled = buttonClasses("secondary", "px-3 py-2 pointer-events-none opacity-50");
  return (
    <nav aria-label={`Pages of ${label}`} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
        Showing {numbers.format(from)}–{numbers.format(to)} of {numbers.format(total)}
      </p>
      {lastPage > 1 ? (
        <div className="flex items-center gap-2">
          {previous ? (
            <Link href={previous} className={buttonClasses("secondary", "px-3 py-2")}>
              <Icon name="chevron-left" className="h-4 w-4" />
              Previous
            </Link>
          ) : (
            <span aria-disabled="true" className={disabled}>
              <Icon name="chevron-left" className="h-4 w-4" />
              Previous
            </span>
          )}
          <span className="text-sm text-slate-600 dark:text-slate-400">
            Page {page} of {lastPage}
          </span>
          {next ? (
            <Link href={next} className={buttonClasses("secondary", "px-3 py-2")}>
              Next
              <Icon name="chevron-right" className="h-4 w-4" />
            </Link>
          ) : (
            <span aria-disabled="true" className={disabled}>
              Next
              <Icon name="chevron-right" className="h-4 w-4" />
            </span>
          )}
        </div>
      ) : null}
    </nav>
  );
}
