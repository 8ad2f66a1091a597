import { Icon } from "@/components/ui/icon";
import Form from "next/form";
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button-link";
import { dashboardHref, exportHref, maxSearchLength, type AdminListId, type PaymentFilter } from "@/lib/admin/dashboard-params";

/**
 * Search (a GET form: ?tab=…&q=…, so results are rendered on the server and
 * can be bookmarked) and the CSV export of what the search matches.
 */
export function ListToolbar({
  list,
  label,
  search,
  status,
  placeholder,
  total,
}: {
  list: AdminListId;
  label: string;
  search: string;
  /** The payments' status filter: a search keeps it. */
  status?: PaymentFilter;
  placeholder: string;
  /** Rows the list (search applied) has; null when it could not be loaded. */
  total: number | null;
}) {
  const inputId = `${list}-search`;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <Form action="/admin" role="search" aria-label={`Search ${label}`} className="flex w-full max-w-xl flex-wrap items-end gap-2">
        <input type="hidden" name="tab" value={list} />
        {status ? <input type="hidden" name="status" value={status} /> : null}
        <div className="min-w-0 flex-1 basis-40">
          <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
            Search
          </label>
          <input
            id={inputId}
            name="q"
            type="search"
            defaultValue={search}
            maxLength={maxSearchLength}
            placeholder={placeholder}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-ink placeholder:text-slate-500 focus-visible:outline-offset-1 dark:border-slate-600 dark:bg-slate-800 dark:placeholder:text-slate-400"
          />
        </div>
        <button type="submit" className={buttonClasses("secondary", "px-4 py-2")}>
          <Icon name="search" className="h-4 w-4" />
          Search
        </button>
        {search ? (
          <Link href={dashboardHref({ tab: list, status })} className={buttonClasses("ghost", "px-3 py-2")}>
            <Icon name="x" className="h-4 w-4" />
            Clear search
          </Link>
        ) : null}
      </Form>
      {total === 0 ? (
        // An empty file would say nothing; this says why there is none.
        <p className="shrink-0 text-sm text-slate-600 dark:text-slate-400">
          Nothing to export: {search ? "no row matches the search." : "the list is empty."}
        </p>
      ) : (
        /* A plain link: the browser downloads the attachment, the page stays. */
        <a href={exportHref(list, search)} download className={buttonClasses("secondary", "shrink-0 self-start px-4 py-2 sm:self-auto")}>
          <Icon name="download" className="h-4 w-4" />
          {list === "newsletter" ? "Export CSV (confirmed only)" : "Export CSV"}
        </a>
      )}
    </div>
  );
}
