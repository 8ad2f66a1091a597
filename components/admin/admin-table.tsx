import Link from "next/link";
import type { ReactNode } from "react";

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Extra classes for this column's cells, e.g. to let long text wrap. */
  className?: string;
}

/** The spec's texts for the lead tables; a table of something else says what it lists. */
export const listCaption = "A list of recent leads.";
export const emptyTableText = "No leads found.";

/**
 * A list as a table on screens from sm up and as one card a row on a phone
 * (each cell under its column's name), so no row is wider than the screen and
 * every control in it is in reach without scrolling sideways. Explicit ARIA
 * roles keep it a table to screen readers when a phone's CSS makes it blocks.
 */
export function AdminTable<Row extends { id: string }>({
  id,
  caption,
  columns,
  rows,
}: {
  id: string;
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
}) {
  const captionId = `${id}-caption`;
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="card scroll-region p-0">
      <table id={id} role="table" className="min-w-full text-left text-sm max-sm:block">
        <caption
          id={captionId}
          className="caption-bottom border-t border-slate-200 px-4 py-3 text-left text-sm text-slate-600 max-sm:block dark:border-slate-700 dark:text-slate-400"
        >
          {caption}
        </caption>
        <thead role="rowgroup" className="bg-slate-50 max-sm:sr-only dark:bg-slate-800/60">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.header}
                role="columnheader"
                scope="col"
                className="px-3 py-3 font-semibold whitespace-nowrap text-ink sm:px-4"
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y divide-slate-200 max-sm:block dark:divide-slate-700">
          {rows.length === 0 ? (
            <tr role="row" className="max-sm:block">
              <td role="cell" colSpan={columns.length} className="px-4 py-10 text-center text-slate-600 max-sm:block dark:text-slate-400">
                {emptyTableText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} role="row" className="align-top hover:bg-slate-50 max-sm:block max-sm:py-2 dark:hover:bg-slate-800/40">
                {columns.map((column) => (
                  // On a phone the column's name comes first, from data-label (CSS content: not part of the cell's text).
                  <td
                    key={column.header}
                    role="cell"
                    data-label={column.header}
                    className={`px-3 py-3 text-slate-700 max-sm:block max-sm:max-w-none max-sm:min-w-0 max-sm:py-1 max-sm:[overflow-wrap:anywhere] max-sm:whitespace-normal max-sm:before:mr-2 max-sm:before:inline-block max-sm:before:w-28 max-sm:before:align-top max-sm:before:font-semibold max-sm:before:text-ink max-sm:before:content-[attr(data-label)] sm:px-4 dark:text-slate-200 ${column.className ?? "whitespace-nowrap"}`}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** A link to one record's whole story (app/(admin)/admin/leads/[kind]/[id]). */
export function StoryLink({ list, id, children }: { list: string; id: string; children: ReactNode }) {
  return (
    <Link href={`/admin/leads/${list}/${id}`} className="font-medium text-accent hover:underline">
      {children}
    </Link>
  );
}

const linkClasses = "font-medium text-accent hover:underline";

export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className={linkClasses}>
      {email}
    </a>
  );
}

export function PhoneLink({ phone }: { phone: string | null }) {
  if (!phone) return <Missing />;
  return (
    <a href={`tel:${phone}`} className={linkClasses}>
      {phone}
    </a>
  );
}

/** An empty cell that screen readers still announce. */
export function Missing() {
  return (
    <span className="text-slate-400 dark:text-slate-500">
      <span aria-hidden>—</span>
      <span className="sr-only">None</span>
    </span>
  );
}

export function TextOrMissing({ text }: { text: string | null | undefined }) {
  return text ? <>{text}</> : <Missing />;
}

export { linkClasses as adminLinkClasses };
