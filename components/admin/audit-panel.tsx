import Form from "next/form";
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button-link";
import { auditActionLabels, auditActions, type AuditAction } from "@/lib/audit/actions";
import type { RecordName } from "@/lib/admin/audit-names";
import type { AuditRow } from "@/lib/audit/audit-log";
import { LocalTime } from "./local-time.client";

const selectClasses =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-ink dark:border-slate-600 dark:bg-slate-800";

export interface AuditView {
  action: AuditAction | null;
  adminId: string | null;
  page: number;
}

function auditHref(view: AuditView, page: number): string {
  const query = new URLSearchParams({ tab: "audit" });
  if (view.action) query.set("action", view.action);
  if (view.adminId) query.set("admin", view.adminId);
  if (page > 1) query.set("page", String(page));
  return `/admin?${query}`;
}

/** The record an entry touched, by name, opening its page when it has one. */
function RecordNameText({ name }: { name: RecordName | undefined }) {
  if (!name) return null;
  return (
    <span className="text-muted">
      {" · "}
      {name.href ? (
        <a href={name.href} className="font-medium text-accent hover:underline">
          {name.text}
        </a>
      ) : (
        name.text
      )}
    </span>
  );
}

/** The audit log, newest first, filtered by action and admin (a GET form, so a view can be bookmarked). */
export function AuditPanel({
  view,
  rows,
  total,
  pageSize,
  admins,
  names,
}: {
  view: AuditView;
  rows: readonly AuditRow[];
  total: number;
  pageSize: number;
  admins: readonly { adminId: string; email: string }[];
  /** Each row's record as the owner knows it (lib/admin/audit-names.ts), by the row's id. */
  names: ReadonlyMap<string, RecordName>;
}) {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  return (
    <section aria-labelledby="audit-heading" className="space-y-4">
      <h2 id="audit-heading" className="text-xl font-bold tracking-tight text-ink">
        Audit Log
      </h2>
      <p className="max-w-3xl text-sm text-muted">
        Every sign-in, sign-out, change of sign-in method, export, resume download, receipt resend, quote status change and privacy request,
        with the network it came from shortened. Nothing here can be changed or deleted; rows older than the retention period are removed by
        the scheduled sweep.
      </p>
      <Form action="/admin" aria-label="Filter the audit log" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="tab" value="audit" />
        <div className="min-w-0 basis-52">
          <label htmlFor="audit-action" className="block text-sm font-semibold text-ink">
            Action
          </label>
          <select id="audit-action" name="action" defaultValue={view.action ?? ""} className={selectClasses}>
            <option value="">All actions</option>
            {auditActions.map((action) => (
              <option key={action} value={action}>
                {auditActionLabels[action]}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0 basis-52">
          <label htmlFor="audit-admin" className="block text-sm font-semibold text-ink">
            Admin
          </label>
          <select id="audit-admin" name="admin" defaultValue={view.adminId ?? ""} className={selectClasses}>
            <option value="">All admins</option>
            {admins.map((admin) => (
              <option key={admin.adminId} value={admin.adminId}>
                {admin.email}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClasses("secondary", "px-4 py-2")}>
          Filter
        </button>
      </Form>
      {rows.length === 0 ? (
        <p className="card p-6 text-center text-sm text-muted">No audit entries match.</p>
      ) : (
        <ol aria-label="Audit entries" className="space-y-2">
          {rows.map((row) => (
            <li
              key={row.id}
              data-action={row.action}
              className="card grid gap-1 p-3 text-sm sm:grid-cols-[12rem_minmax(0,1fr)_minmax(0,1fr)]"
            >
              <LocalTime iso={row.at.toISOString()} className="text-muted" />
              <span className="font-semibold break-words text-ink">{auditActionLabels[row.action as AuditAction] ?? row.action}</span>
              <span className="min-w-0 break-words text-slate-700 dark:text-slate-200">
                {row.adminEmail ?? "Unknown address"}
                <RecordNameText name={names.get(row.id)} />
                {row.network ? <span className="text-muted"> · {row.network}</span> : null}
                {row.country ? <span className="text-muted"> · {row.country}</span> : null}
              </span>
            </li>
          ))}
        </ol>
      )}
      <nav aria-label="Pages of the audit log" className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <p className="text-slate-600 dark:text-slate-400">
          {total} {total === 1 ? "entry" : "entries"} · page {view.page} of {lastPage}
        </p>
        <div className="flex gap-2">
          {view.page > 1 ? (
            <Link href={auditHref(view, view.page - 1)} className={buttonClasses("secondary", "px-3 py-2")}>
              Previous
            </Link>
          ) : null}
          {view.page < lastPage ? (
            <Link href={auditHref(view, view.page + 1)} className={buttonClasses("secondary", "px-3 py-2")}>
              Next
            </Link>
          ) : null}
        </div>
      </nav>
    </section>
  );
}
