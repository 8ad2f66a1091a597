/** The company's registration details as a two-column description list. */
export function LegalInformation({ rows }: { rows: readonly { label: string; value: string }[] }) {
  return (
    <dl className="mx-auto grid max-w-4xl gap-px overflow-hidden rounded-xl border border-slate-200 bg-slate-200 sm:grid-cols-2 dark:border-slate-700 dark:bg-slate-700">
      {rows.map((row) => (
        <div key={row.label} className="bg-white p-5 sm:last:odd:col-span-2 dark:bg-slate-900">
          <dt className="text-sm font-medium text-muted">{row.label}</dt>
          <dd className="mt-1 font-semibold break-words text-ink">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
