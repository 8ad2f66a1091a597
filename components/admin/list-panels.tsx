import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import Link from "next/link";
import {
  adminTabLabels,
  dashboardHref,
  paymentFilterLabels,
  paymentFilters,
  type AdminListId,
  type PaymentFilter,
} from "@/lib/admin/dashboard-params";
import type { CareerRow, ListPage, ListQuery } from "@/lib/admin/lists";
import { leadKinds, readField, type LeadKinds } from "@/lib/leads/kinds";
import { contactFields, type ContactListRow as Contact } from "@/lib/leads/kinds/contact";
import { paymentFields, paymentState, type PaymentListRow as Payment } from "@/lib/leads/kinds/payment";
import { quoteFields, type QuoteListRow as QuoteRow } from "@/lib/leads/kinds/quote";
import { subscriberFields, type Subscriber } from "@/lib/leads/kinds/subscriber";
import { subscriptionState, type SubscriptionState } from "@/lib/newsletter/subscription-state";
import { sourceLine } from "@/lib/analytics/visit-source";
import {
  AdminTable,
  adminLinkClasses,
  EmailLink,
  Missing,
  PhoneLink,
  StoryLink,
  TextOrMissing,
  listCaption,
  type Column,
} from "./admin-table";
import { Badge, paymentStateTones, type BadgeTone } from "./badge";
import { ListToolbar } from "./list-toolbar";
import { ReceiptLink } from "./receipt-link";
import { LocalTime } from "./local-time.client";
import { Pagination } from "./pagination";
import { QuoteStatusSelect } from "./quote-status-select.client";
import { formatFileSize } from "@/lib/format/file-size";
import { ResendReceiptButton } from "./receipt-actions.client";

// One panel per list: its search and export, its table, its pages. The admin
// page loads the rows (app/(admin)/admin/list-panel.tsx) and hands them over; null
// when the list could not be loaded.

/** What every panel is given. */
export interface PanelProps<Row> {
  query: ListQuery;
  result: ListPage<Row> | null;
}

function ListView<Row extends { id: string }>({
  list,
  query,
  result,
  columns,
  caption = listCaption,
  status,
  children,
}: {
  list: AdminListId;
  query: ListQuery;
  result: ListPage<Row> | null;
  columns: readonly Column<Row>[];
  /** What the table lists, when it is not the spec's leads. */
  caption?: string;
  /** The payments list's status filter, kept by its search and pages. */
  status?: PaymentFilter;
  /** Controls between the toolbar and the table (the payments' status filter). */
  children?: ReactNode;
}) {
  const label = adminTabLabels[list];
  return (
    <div className="space-y-4">
      <ListToolbar
        list={list}
        label={label}
        search={query.search}
        status={status}
        placeholder={leadKinds[list].searchHint}
        total={result?.total ?? null}
      />
      {children}
      {result === null ? (
        <p
          role="alert"
          className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <Icon name="alert-triangle" className="h-4 w-4 shrink-0" />
          This list could not be loaded. Please try Refresh.
        </p>
      ) : null}
      <AdminTable id={`${list}-table`} caption={caption} columns={columns} rows={result?.rows ?? []} />
      {result ? <Pagination tab={list} label={label} search={query.search} status={status} window={result} total={result.total} /> : null}
    </div>
  );
}

/** Names and descriptions may wrap: one long entry should not push the other columns out of view. */
const wrapping = "min-w-40 max-w-xs break-words";

/**
 * The first column's cell with, under it, where the lead came from (its visit's
 * campaign or referring site, and landing page) when the visitor allowed it: a
 * line rather than a column, so each table keeps its columns and its width.
 */
const withSource = <Row extends { source: unknown }>(column: Column<Row>): Column<Row> => ({
  ...column,
  cell: (row) => {
    const source = sourceLine(row.source);
    return (
      <>
        {column.cell(row)}
        {source ? (
          <span data-lead-source className="mt-1 block text-xs whitespace-normal text-slate-600 dark:text-slate-400">
            Source: {source}
          </span>
        ) : null}
      </>
    );
  },
});

/**
 * A column headed by its field's label in the kind's definition
 * (lib/leads/kinds): the table draws the cell (a link, a badge), never the label.
 */
function column<List extends AdminListId, Row>(
  list: List,
  key: LeadKinds[List]["list"][number],
  cell: (row: Row) => ReactNode,
  className?: string,
): Column<Row> {
  const fields: Record<string, { label: string }> = leadKinds[list].fields;
  const field = fields[key];
  if (!field) throw new Error(`${list} has no field ${key}`);
  return { header: field.label, cell, className };
}

const time = (at: Date | null) => (at ? <LocalTime iso={at.toISOString()} /> : <Missing />);

const contactColumns: readonly Column<Contact>[] = [
  withSource(
    column(
      "contacts",
      "name",
      (row: Contact) => (
        <StoryLink list="contacts" id={row.id}>
          {row.name}
        </StoryLink>
      ),
      wrapping,
    ),
  ),
  column("contacts", "email", (row: Contact) => <EmailLink email={row.email} />),
  column("contacts", "phone", (row: Contact) => <PhoneLink phone={row.phone} />),
  column("contacts", "interestedService", (row: Contact) => <TextOrMissing text={readField(contactFields.interestedService, row)} />),
  column("contacts", "budget", (row: Contact) => <TextOrMissing text={readField(contactFields.budget, row)} />),
  column("contacts", "createdAt", (row: Contact) => time(row.createdAt)),
];

export function ContactsPanel({ query, result }: PanelProps<Contact>) {
  return <ListView list="contacts" query={query} result={result} columns={contactColumns} />;
}

const quoteColumns: readonly Column<QuoteRow>[] = [
  withSource(
    column(
      "quotes",
      "name",
      (row: QuoteRow) => (
        <StoryLink list="quotes" id={row.id}>
          {row.name}
        </StoryLink>
      ),
      wrapping,
    ),
  ),
  column("quotes", "email", (row: QuoteRow) => <EmailLink email={row.email} />),
  column("quotes", "timeline", (row: QuoteRow) => <TextOrMissing text={readField(quoteFields.timeline, row)} />),
  column("quotes", "budget", (row: QuoteRow) => <TextOrMissing text={readField(quoteFields.budget, row)} />),
  column("quotes", "estimate", (row: QuoteRow) => <span className="tabular-nums">{readField(quoteFields.estimate, row)}</span>),
  column("quotes", "status", (row: QuoteRow) => {
    const last = row.statusChanges[0];
    return (
      <QuoteStatusSelect
        key={row.status}
        quoteId={row.id}
        status={row.status}
        quoteName={row.name}
        lastChange={last ? { at: last.changedAt.toISOString(), by: last.changedBy } : null}
      />
    );
  }),
  column("quotes", "paid", (row: QuoteRow) => {
    const receipt = row.payments[0]?.receipt;
    if (!row.payments[0]) return <Missing />;
    return (
      <span data-quote-paid className="flex flex-col items-start gap-1">
        <Badge tone="done">{readField(quoteFields.paid, row)}</Badge>
        {receipt ? <ReceiptLink receipt={receipt} /> : null}
      </span>
    );
  }),
  column("quotes", "createdAt", (row: QuoteRow) => time(row.createdAt)),
];

export function QuotesPanel({ query, result }: PanelProps<QuoteRow>) {
  return <ListView list="quotes" query={query} result={result} columns={quoteColumns} />;
}

const careerColumns: readonly Column<CareerRow>[] = [
  withSource(
    column(
      "careers",
      "fullName",
      (row: CareerRow) => (
        <StoryLink list="careers" id={row.id}>
          {row.fullName}
        </StoryLink>
      ),
      wrapping,
    ),
  ),
  column("careers", "email", (row: CareerRow) => <EmailLink email={row.email} />),
  column("careers", "phone", (row: CareerRow) => <PhoneLink phone={row.phone} />),
  column("careers", "applyingFor", (row: CareerRow) => row.applyingFor, wrapping),
  column("careers", "resume", (row: CareerRow) =>
    row.resume ? (
      <a href={`/api/admin/resumes/${row.resume.id}`} download className={`inline-flex items-center gap-1.5 ${adminLinkClasses}`}>
        <Icon name="file-down" className="h-4 w-4 shrink-0" />
        {row.resume.originalName}
        <span className="sr-only">(resume of {row.fullName})</span>
        <span className="font-normal text-slate-500 dark:text-slate-400">({formatFileSize(row.resume.size, { exactBelowKb: true })})</span>
      </a>
    ) : (
      <span className="text-slate-500 dark:text-slate-400">Deleted</span>
    ),
  ),
  column("careers", "createdAt", (row: CareerRow) => time(row.createdAt)),
];

export function CareersPanel({ query, result }: PanelProps<CareerRow>) {
  return <ListView list="careers" query={query} result={result} columns={careerColumns} caption="Job applications, newest first." />;
}
const subscriptionStateTones: Record<SubscriptionState, BadgeTone> = {
  pending: "waiting",
  confirmed: "done",
  left: "neutral",
};

const subscriberColumns: readonly Column<Subscriber>[] = [
  withSource(
    column("newsletter", "email", (row: Subscriber) => (
      <StoryLink list="newsletter" id={row.id}>
        {row.email}
      </StoryLink>
    )),
  ),
  column("newsletter", "status", (row: Subscriber) => (
    <Badge tone={subscriptionStateTones[subscriptionState(row)]}>{readField(subscriberFields.status, row)}</Badge>
  )),
  column("newsletter", "subscribedAt", (row: Subscriber) => time(row.subscribedAt)),
  column("newsletter", "confirmedAt", (row: Subscriber) => time(row.confirmedAt)),
  column("newsletter", "unsubscribedAt", (row: Subscriber) => time(row.unsubscribedAt)),
];

export function NewsletterPanel({ query, result }: PanelProps<Subscriber>) {
  return (
    <ListView
      list="newsletter"
      query={query}
      result={result}
      columns={subscriberColumns}
      caption="Newsletter sign-ups, pending, confirmed and left, newest first."
    />
  );
}

const payments = paymentFields;

/** What was bought; a quote's payment opens that quote's page. */
export function Purchase({ row }: { row: Payment }) {
  const words = readField(payments.purchase, row);
  return row.quote ? (
    <Link href={`/admin/leads/quotes/${row.quote.id}`} className={adminLinkClasses}>
      {words}
    </Link>
  ) : (
    <>{words}</>
  );
}

const paymentColumns: readonly Column<Payment>[] = [
  withSource(
    column(
      "payments",
      "payerName",
      (row: Payment) => (
        <StoryLink list="payments" id={row.id}>
          {readField(payments.payerName, row) ?? "Payer not known"}
        </StoryLink>
      ),
      wrapping,
    ),
  ),
  column("payments", "purchase", (row: Payment) => <Purchase row={row} />, wrapping),
  column("payments", "amount", (row: Payment) => <span className="tabular-nums">{readField(payments.amount, row)}</span>),
  column("payments", "status", (row: Payment) => (
    <span className="flex flex-col items-start gap-1">
      <Badge tone={paymentStateTones[paymentState(row)]}>{readField(payments.status, row)}</Badge>
      {paymentState(row) === "partly-refunded" ? (
        <span className="text-xs tabular-nums">{readField(payments.refunded, row)} back</span>
      ) : null}
      {row.refunds.some((refund) => refund.status === "failed") ? <Badge tone="failed">A refund failed</Badge> : null}
      {row.flaggedReason ? (
        <span className="inline-flex items-center gap-1 text-xs text-amber-800 dark:text-amber-300">
          <Icon name="alert-triangle" className="h-3.5 w-3.5 shrink-0" />
          Flagged
        </span>
      ) : null}
    </span>
  )),
  column("payments", "receipt", (row: Payment) =>
    row.receipt ? (
      <span className="inline-flex flex-wrap items-center gap-2">
        <ReceiptLink receipt={row.receipt} />
        <ResendReceiptButton receipt={row.receipt} />
      </span>
    ) : (
      <Missing />
    ),
  ),
  column("payments", "paidAt", (row: Payment) => time(row.paidAt)),
];

const paymentCaptions: Record<PaymentFilter, string> = {
  paid: "Payments received, refunded ones included, newest first.",
  created: "Checkouts opened and not paid, newest first.",
  failed: "Failed payments, newest first.",
  all: "Every payment, whatever its status, newest first.",
};

export function PaymentsPanel({ query, result, status }: PanelProps<Payment> & { status: PaymentFilter }) {
  return (
    <ListView list="payments" query={query} result={result} columns={paymentColumns} caption={paymentCaptions[status]} status={status}>
      <nav aria-label="Payments by status" className="flex flex-wrap gap-2">
        {paymentFilters.map((filter) => (
          <Link
            key={filter}
            href={dashboardHref({ tab: "payments", search: query.search, status: filter })}
            aria-current={filter === status ? "page" : undefined}
            className={[
              "rounded-full border px-3 py-1 text-sm font-semibold",
              filter === status
                ? "border-indigo-600 bg-indigo-50 text-indigo-800 dark:border-indigo-400 dark:bg-indigo-950 dark:text-indigo-100"
                : "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800",
            ].join(" ")}
          >
            {paymentFilterLabels[filter]}
          </Link>
        ))}
      </nav>
    </ListView>
  );
}
