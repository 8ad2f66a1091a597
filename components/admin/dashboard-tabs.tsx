import Link from "next/link";
import { ActiveTabIntoView } from "./active-tab-into-view.client";
import { adminTabIds, adminTabLabels, dashboardHref, type AdminTabId } from "@/lib/admin/dashboard-params";

/**
 * The spec's tabs as links (?tab=…), so each is a server-rendered view that
 * works without JavaScript; the current one is marked with aria-current. From
 * lg up every tab shows (they wrap rather than hide behind the edge); below,
 * the strip scrolls sideways, and a fade at its edge shows there is more.
 */
export function DashboardTabs({ current }: { current: AdminTabId }) {
  return (
    <div className="relative">
      <nav id="dashboard-tabs" aria-label="Dashboard sections" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ActiveTabIntoView navId="dashboard-tabs" />
        <ul className="flex min-w-max gap-1 border-b border-slate-200 lg:min-w-0 lg:flex-wrap dark:border-slate-700">
          {adminTabIds.map((tab) => {
            const active = tab === current;
            return (
              <li key={tab}>
                <Link
                  href={dashboardHref({ tab })}
                  aria-current={active ? "page" : undefined}
                  className={[
                    "-mb-px inline-flex items-center border-b-2 px-4 py-3 text-sm font-semibold whitespace-nowrap transition-colors",
                    "focus-visible:-outline-offset-2",
                    active
                      ? "border-indigo-600 text-accent dark:border-indigo-400"
                      : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-400 dark:hover:border-slate-600 dark:hover:text-white",
                  ].join(" ")}
                >
                  {adminTabLabels[tab]}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 -right-4 w-10 bg-gradient-to-l from-white sm:right-0 lg:hidden dark:from-slate-950"
      />
    </div>
  );
}
