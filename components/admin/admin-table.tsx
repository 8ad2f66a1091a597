import type { ReactNode } from "react";

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Extra classes for this column's cells, e.g. to let long text wrap. */
  className?: string;
}

/** The spec's texts for every admin table. */
export const tableCaption = "A list of recent leads.";
export const emptyTableText = "No leads found.";

/**
 * A list as a table that scrolls sideways inside its own box on narrow
 * screens (the page itself never scrolls sideways). The box is focusable so
 * keyboard users can scroll it too, and positioned so screen-reader-only text
 * in far cells is clipped with it instead of widening the page.
 */
export function AdminTable<Row extends { id: string }>({
  id,
  columns,
  rows,
}: {
  id: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
}) {
  const captionId = `${id}-caption`;
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="card relative overflow-x-auto p-0">
      <table id={id} className="min-w-full text-left text-sm">
        <caption
          id={captionId}
          className="caption-bottom border-t border-slate-200 px-4 py-3 text-left text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400"
        >
          {tableCaption}
        </caption>
        <thead className="bg-slate-50 dark:bg-slate-800/60">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="px-3 py-3 font-semibold whitespace-nowrap text-ink sm:px-4">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-10 text-center text-slate-600 dark:text-slate-400">
                {emptyTableText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className="align-top hover:bg-slate-50 dark:hover:bg-slate-800/40">
                {columns.map((column) => (
                  <td
                    key={column.header}
                    className={`px-3 py-3 text-slate-700 sm:px-4 dark:text-slate-200 ${column.className ?? "whitespace-nowrap"}`}
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
