import Link from "next/link";
import type { ReactNode } from "react";
import { dashboardHref } from "@/lib/admin/dashboard-params";
import type { ConversionKind, Ranked, SiteReport } from "@/lib/analytics/report";
import { reportRanges } from "@/lib/analytics/report-range";
import { vitalNames, vitalRating, vitalScales, type VitalName, type VitalRating } from "@/lib/analytics/vitals";

// The dashboard's Site tab: the site's own traffic, where leads come from,
// real visitors' speed, errors and the outbox, from the daily counters
// (lib/analytics/report.ts). Server-rendered, charts as SVG and CSS bars:
// no JavaScript of its own, and a column at 360 px.

const numbers = new Intl.NumberFormat("en-IN");
const percent = new Intl.NumberFormat("en-IN", { style: "percent", maximumFractionDigits: 1 });

function Card({ title, id, children, note }: { title: string; id: string; children: ReactNode; note?: string }) {
  return (
    <section aria-labelledby={id} className="card min-w-0 p-4">
      <h3 id={id} className="font-semibold text-ink">
        {title}
      </h3>
      {note ? <p className="mt-1 text-xs text-muted">{note}</p> : null}
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Empty({ children = "Nothing counted in these days." }: { children?: ReactNode }) {
  return <p className="text-sm text-muted">{children}</p>;
}

/** Views a day as bars: the SVG draws, the caption and the table under it say the figures. */
function ViewsChart({ days }: { days: SiteReport["viewsPerDay"] }) {
  const peak = Math.max(1, ...days.map((day) => day.views));
  const width = 100 / days.length;
  const first = days[0]?.day ?? "";
  const last = days.at(-1)?.day ?? "";
  const busiest = days.reduce((best, day) => (day.views > best.views ? day : best), days[0] ?? { day: "", views: 0 });
  return (
    <figure>
      <svg
        viewBox="0 0 100 40"
        preserveAspectRatio="none"
        role="img"
        aria-label={`Views per day from ${first} to ${last}; the busiest day, ${busiest.day}, had ${numbers.format(busiest.views)}.`}
        className="h-40 w-full text-indigo-600 dark:text-indigo-400"
      >
        <line
          x1="0"
          y1="40"
          x2="100"
          y2="40"
          stroke="currentColor"
          strokeOpacity="0.3"
          strokeWidth="0.3"
          vectorEffect="non-scaling-stroke"
        />
        {days.map((day, index) => {
          const height = (day.views / peak) * 38;
          return (
            <rect key={day.day} x={index * width + width * 0.15} y={40 - height} width={width * 0.7} height={height} fill="currentColor">
              <title>{`${day.day}: ${numbers.format(day.views)}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="mt-1 flex justify-between text-xs text-muted">
        <span>{first}</span>
        <span>peak {numbers.format(peak)} a day</span>
        <span>{last}</span>
      </figcaption>
    </figure>
  );
}

/** A ranked list with a bar under each value, its share of the list's first. */
function RankedList({ rows, total }: { rows: Ranked[]; total: number }) {
  if (rows.length === 0) return <Empty />;
  const peak = Math.max(1, rows[0]?.views ?? 1);
  return (
    <ol className="space-y-2 text-sm">
      {rows.map((row) => (
        <li key={row.value}>
          <div className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 break-words text-ink">{row.value}</span>
            <span className="shrink-0 text-muted tabular-nums">
              {numbers.format(row.views)}
              {total > 0 ? <span className="sr-only"> ({percent.format(row.views / total)})</span> : null}
            </span>
          </div>
          <div aria-hidden="true" className="mt-1 h-1.5 rounded-full bg-slate-100 dark:bg-slate-800">
            <div className="h-1.5 rounded-full bg-indigo-500" style={{ width: `${(row.views / peak) * 100}%` }} />
          </div>
        </li>
      ))}
    </ol>
  );
}

function Table({ caption, head, children }: { caption: string; head: readonly string[]; children: ReactNode }) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="scroll-region">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 dark:bg-slate-800/60">
          <tr>
            {head.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap text-ink">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">{children}</tbody>
      </table>
    </div>
  );
}

const cell = "px-3 py-2 whitespace-nowrap tabular-nums";

/** A path that may wrap only after a slash: "/blog/" then "[post]", never "/ab" then "out". */
function BreakablePath({ path }: { path: string }) {
  const parts = path.split(/(?<=\/)/);
  return (
    <>
      {parts.map((part, index) => (
        <span key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </span>
      ))}
    </>
  );
}

/** A row's name, first in its row: a path wraps after its slashes, a source between words. */
function RowName({ children, path = false }: { children: string; path?: boolean }) {
  return (
    <th scope="row" className="min-w-24 px-3 py-2 text-left font-medium break-words text-ink">
      {path ? <BreakablePath path={children} /> : children}
    </th>
  );
}

const conversionKinds: readonly { kind: ConversionKind; label: string }[] = [
  { kind: "contact", label: "Contacts" },
  { kind: "quote", label: "Quotes" },
  { kind: "career", label: "Applications" },
  { kind: "newsletter", label: "Sign-ups" },
  { kind: "payment", label: "Payments" },
];

const ratingStyles: Record<VitalRating, string> = {
  good: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  "needs-improvement": "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  poor: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
};

const ratingLabels: Record<VitalRating, string> = { good: "good", "needs-improvement": "needs improvement", poor: "poor" };

function VitalCell({ name, value }: { name: VitalName; value: number | null }) {
  if (value === null) return <td className={`${cell} text-muted`}>–</td>;
  const rating = vitalRating(name, value);
  const shown = Number.isFinite(value)
    ? `≤ ${numbers.format(value)}${vitalScales[name].unit ? ` ${vitalScales[name].unit}` : ""}`
    : "over the scale";
  return (
    <td className={cell}>
      <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${ratingStyles[rating]}`}>
        {shown}
        <span className="sr-only">, {ratingLabels[rating]}</span>
      </span>
    </td>
  );
}

function HealthLine({ health }: { health: SiteReport["health"] }) {
  const outbox = health.outbox;
  const items = [
    ["Database", health.database === "ok" ? "reachable" : "unreachable"],
    ["Migrations", health.migrations === "ok" ? "all applied" : health.migrations],
    ["Mail waiting", outbox ? numbers.format(outbox.pending) : "–"],
    ["Mail given up", outbox ? numbers.format(outbox.failed) : "–"],
    ["Oldest waiting", outbox && outbox.pending > 0 ? `${numbers.format(Math.round(outbox.oldestPendingSeconds / 60))} min` : "–"],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-muted">{label}</dt>
          <dd className="font-semibold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const topLists: readonly { key: keyof SiteReport["top"]; title: string }[] = [
  { key: "page", title: "Top pages" },
  { key: "landing", title: "Landing pages" },
  { key: "source", title: "Sources" },
  { key: "campaign", title: "Campaigns" },
  { key: "referrer", title: "Referring sites" },
  { key: "language", title: "Languages" },
  { key: "device", title: "Devices" },
  { key: "country", title: "Countries" },
];

export function SitePanel({ report }: { report: SiteReport }) {
  const { totals, funnel } = report;
  const leads = report.conversions.reduce((sum, row) => sum + conversionKinds.reduce((all, { kind }) => all + row[kind], 0), 0);
  const errorCount = report.errors.reduce((sum, row) => sum + row.count, 0);
  const funnelSteps: { label: string; count: number; href?: string }[] = [
    ...funnel.steps.map((count, index) => ({ label: `Step ${index + 1} reached`, count })),
    { label: "Submitted", count: funnel.submitted, href: dashboardHref({ tab: "quotes" }) },
    { label: "Paid", count: funnel.paid, href: dashboardHref({ tab: "payments" }) },
  ];
  // A later step above an earlier one is not an error: steps are counted only for visitors who allow it.
  const funnelRises = funnelSteps.some((step, index) => index > 0 && step.count > (funnelSteps[index - 1]?.count ?? 0));
  const funnelTop = Math.max(1, ...funnelSteps.map((step) => step.count));
  return (
    <div className="space-y-6">
      <nav aria-label="Days shown" className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted">Last</span>
        {reportRanges.map((days) => (
          <Link
            key={days}
            href={`${dashboardHref({ tab: "site" })}&days=${days}`}
            aria-current={days === report.days ? "page" : undefined}
            className={
              days === report.days
                ? "rounded-md bg-indigo-600 px-3 py-1.5 font-semibold text-white"
                : "rounded-md px-3 py-1.5 font-semibold text-accent hover:bg-slate-100 dark:hover:bg-slate-800"
            }
          >
            {days} days
          </Link>
        ))}
      </nav>

      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[
          ["Views", totals.views],
          ["Visits", totals.visits],
          ["Leads and payments", leads],
          ["Errors", errorCount],
        ].map(([label, value]) => (
          <div key={label} data-site-total={label} className="card p-4">
            <dt className="text-sm font-medium text-muted">{label}</dt>
            <dd className="mt-2 text-2xl font-bold tracking-tight text-ink tabular-nums">{numbers.format(Number(value))}</dd>
          </div>
        ))}
      </dl>

      <Card
        title="Views per day"
        id="site-views"
        note="Counted without cookies or identifiers; visitors who chose Decline or send Global Privacy Control, and known bots, are not counted. A visit is a tab's first page."
      >
        <ViewsChart days={report.viewsPerDay} />
      </Card>

      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {topLists.map(({ key, title }) => (
          <Card key={key} title={title} id={`site-top-${key}`}>
            <RankedList rows={report.top[key]} total={key === "landing" ? totals.visits : totals.views} />
          </Card>
        ))}
      </div>

      <Card
        title="Conversions by source"
        id="site-conversions"
        note="A lead carries its visit's source only when the visitor chose Accept All; a direct visit's lead is under (direct) like its views, a lead stored without a source under (not recorded). Rate: leads and payments per view of that source."
      >
        {report.conversions.length === 0 ? (
          <Empty />
        ) : (
          <Table caption="Conversions by source" head={["Source", "Views", ...conversionKinds.map(({ label }) => label), "Rate"]}>
            {report.conversions.map((row) => {
              const converted = conversionKinds.reduce((sum, { kind }) => sum + row[kind], 0);
              return (
                <tr key={row.source} data-source={row.source}>
                  <RowName>{row.source}</RowName>
                  <td className={cell}>{numbers.format(row.views)}</td>
                  {conversionKinds.map(({ kind }) => (
                    <td key={kind} data-kind={kind} className={cell}>
                      {numbers.format(row[kind])}
                    </td>
                  ))}
                  <td className={cell}>{row.views > 0 ? percent.format(converted / row.views) : "–"}</td>
                </tr>
              );
            })}
          </Table>
        )}
      </Card>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card
          title="Quote wizard funnel"
          id="site-funnel"
          note="Steps reached in the wizard, then quotes stored and quotes paid in these days."
        >
          <ol className="space-y-2 text-sm">
            {funnelSteps.map((step) => (
              <li key={step.label}>
                <div className="flex justify-between gap-3">
                  <span className="text-ink">{step.label}</span>
                  {step.href ? (
                    <Link href={step.href} className="font-medium text-accent tabular-nums hover:underline">
                      {numbers.format(step.count)}
                      <span className="sr-only"> {step.label.toLowerCase()}: open the list</span>
                    </Link>
                  ) : (
                    <span className="text-muted tabular-nums">{numbers.format(step.count)}</span>
                  )}
                </div>
                <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-slate-100 dark:bg-slate-800">
                  <div className="h-2 rounded-full bg-indigo-500" style={{ width: `${(step.count / funnelTop) * 100}%` }} />
                </div>
              </li>
            ))}
          </ol>
          {funnelRises ? (
            <p data-funnel-note className="mt-3 text-xs text-muted">
              A step shows more than the one before it: the wizard&apos;s steps are counted only for visitors who did not choose Decline (or
              send Global Privacy Control), while every quote sent is stored.
            </p>
          ) : null}
        </Card>

        <Card title="Errors by route" id="site-errors" note="By error name and digest only: never a message.">
          {report.errors.length === 0 ? (
            <Empty>No errors counted in these days.</Empty>
          ) : (
            <Table caption="Errors by route" head={["Route", "Where", "Error", "Digest", "Count"]}>
              {report.errors.map((row) => (
                <tr key={`${row.route}|${row.origin}|${row.name}|${row.digest}`} data-error-route={row.route}>
                  <RowName path>{row.route}</RowName>
                  <td className={cell}>{row.origin}</td>
                  <td className={cell}>{row.name}</td>
                  <td className={`${cell} text-muted`}>{row.digest || "–"}</td>
                  <td className={cell}>{numbers.format(row.count)}</td>
                </tr>
              ))}
            </Table>
          )}
        </Card>
      </div>

      <Card
        title="Real visitors' speed (75th percentile)"
        id="site-vitals"
        note="From visitors' own browsers, all devices together. Coloured by Google's thresholds: good, needs improvement, poor. Each figure is the upper edge of its histogram bucket."
      >
        {report.vitals.length === 0 ? (
          <Empty>No readings in these days.</Empty>
        ) : (
          <Table caption="Web Vitals per page, 75th percentile" head={["Page", "Readings", ...vitalNames]}>
            {report.vitals.map((row) => (
              <tr key={row.page} data-vitals-page={row.page}>
                <RowName path>{row.page}</RowName>
                <td className={cell}>{numbers.format(row.readings)}</td>
                {vitalNames.map((name) => (
                  <VitalCell key={name} name={name} value={row.p75[name]} />
                ))}
              </tr>
            ))}
          </Table>
        )}
      </Card>

      <Card title="Health" id="site-health">
        <HealthLine health={report.health} />
      </Card>
    </div>
  );
}
