import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import { adminTabLabels, type AdminListId } from "@/lib/admin/dashboard-params";
import { contactBudgetLabel, contactServiceLabel, formatPaise, quoteBudgetLabel, quoteTimelineLabel } from "@/lib/admin/labels";
import type { CareerRow, ContactRow, ListPage, ListQuery, PaymentRow, QuoteRow, SubscriberRow } from "@/lib/admin/lists";
import type { PaymentStatus } from "@/lib/generated/prisma/enums";
import { subscriptionState, subscriptionStateLabels, type SubscriptionState } from "@/lib/newsletter/subscription-state";
import { formatInr } from "@/lib/format/inr";
import { sourceLine } from "@/lib/analytics/visit-source";
import { AdminTable, adminLinkClasses, EmailLink, Missing, PhoneLink, StoryLink, TextOrMissing, type Column } from "./admin-table";
import { ListToolbar } from "./list-toolbar";
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
  placeholder,
}: {
  list: AdminListId;
  query: ListQuery;
  result: ListPage<Row> | null;
  columns: readonly Column<Row>[];
  placeholder: string;
}) {
  const label = adminTabLabels[list];
  return (
    <div className="space-y-4">
      <ListToolbar list={list} label={label} search={query.search} placeholder={placeholder} total={result?.total ?? null} />
      {result === null ? (
        <p
          role="alert"
          className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <Icon name="alert-triangle" className="h-4 w-4 shrink-0" />
          This list could not be loaded. Please try Refresh.
        </p>
      ) : null}
      <AdminTable id={`${list}-table`} columns={columns} rows={result?.rows ?? []} />
      {result ? <Pagination tab={list} label={label} search={query.search} window={result} total={result.total} /> : null}
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

const submittedAt = <Row extends { createdAt: Date }>(header = "Submitted At"): Column<Row> => ({
  header,
  cell: (row) => <LocalTime iso={row.createdAt.toISOString()} />,
});

const contactColumns: readonly Column<ContactRow>[] = [
  withSource({
    header: "Name",
    className: wrapping,
    cell: (row) => (
      <StoryLink list="contacts" id={row.id}>
        {row.name}
      </StoryLink>
    ),
  }),
  { header: "Email", cell: (row) => <EmailLink email={row.email} /> },
  { header: "Phone", cell: (row) => <PhoneLink phone={row.phone} /> },
  { header: "Interested Service", cell: (row) => <TextOrMissing text={contactServiceLabel(row.interestedService)} /> },
  { header: "Budget", cell: (row) => <TextOrMissing text={contactBudgetLabel(row.budget)} /> },
  submittedAt(),
];

export function ContactsPanel({ query, result }: PanelProps<ContactRow>) {
  return <ListView list="contacts" query={query} result={result} columns={contactColumns} placeholder="Name, email, company or phone" />;
}

const quoteColumns: readonly Column<QuoteRow>[] = [
  withSource({
    header: "Name",
    className: wrapping,
    cell: (row) => (
      <StoryLink list="quotes" id={row.id}>
        {row.name}
      </StoryLink>
    ),
  }),
  { header: "Email", cell: (row) => <EmailLink email={row.email} /> },
  { header: "Timeline", cell: (row) => <TextOrMissing text={quoteTimelineLabel(row.timeline)} /> },
  { header: "Budget", cell: (row) => <TextOrMissing text={quoteBudgetLabel(row.budget)} /> },
  { header: "Estimate", cell: (row) => <span className="tabular-nums">{formatInr(row.estimate)}</span> },
  {
    header: "Status",
    cell: (row) => {
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
    },
  },
  {
    header: "Payment",
    cell: (row) => {
      const receipt = row.payments[0]?.receipt;
      if (!row.payments[0]) return <Missing />;
      return (
        <span data-quote-paid className="flex flex-col items-start gap-1">
          <Badge tone="done">Paid</Badge>
          {receipt ? <ReceiptLink receipt={receipt} /> : null}
        </span>
      );
    },
  },
  submittedAt(),
];

export function QuotesPanel({ query, result }: PanelProps<QuoteRow>) {
  return <ListView list="quotes" query={query} result={result} columns={quoteColumns} placeholder="Name, email, company or phone" />;
}

const careerColumns: readonly Column<CareerRow>[] = [
  withSource({
    header: "Name",
    className: wrapping,
    cell: (row) => (
      <StoryLink list="careers" id={row.id}>
        {row.fullName}
      </StoryLink>
    ),
  }),
  { header: "Email", cell: (row) => <EmailLink email={row.email} /> },
  { header: "Phone", cell: (row) => <PhoneLink phone={row.phone} /> },
  { header: "Applying For", className: wrapping, cell: (row) => row.applyingFor },
  {
    header: "Resume",
    cell: (row) =>
      row.resume ? (
        <a href={`/api/admin/resumes/${row.resume.id}`} download className={`inline-flex items-center gap-1.5 ${adminLinkClasses}`}>
          <Icon name="file-down" className="h-4 w-4 shrink-0" />
          {row.resume.originalName}
          <span className="sr-only">(resume of {row.fullName})</span>
          <span className="font-normal text-slate-500 dark:text-slate-400">
            ({formatFileSize(row.resume.size, { exactBelowKb: true })})
          </span>
        </a>
      ) : (
        <span className="text-slate-500 dark:text-slate-400">Deleted</span>
      ),
  },
  submittedAt(),
];

export function CareersPanel({ query, result }: PanelProps<CareerRow>) {
  return <ListView list="careers" query={query} result={result} columns={careerColumns} placeholder="Name, email, phone or position" />;
}

/** The colours of a state's pill, by how the row stands. */
const badgeTones = {
  neutral: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
  waiting: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  done: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
  failed: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200",
} as const;

type BadgeTone = keyof typeof badgeTones;

/** A row's state as a coloured pill (a subscription's, a payment's). */
function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${badgeTones[tone]}`}>{children}</span>;
}

const subscriptionStateTones: Record<SubscriptionState, BadgeTone> = {
  pending: "waiting",
  confirmed: "done",
  left: "neutral",
};

const subscriberColumns: readonly Column<SubscriberRow>[] = [
  withSource({
    header: "Email",
    cell: (row) => (
      <StoryLink list="newsletter" id={row.id}>
        {row.email}
      </StoryLink>
    ),
  }),
  {
    header: "Status",
    cell: (row) => <Badge tone={subscriptionStateTones[subscriptionState(row)]}>{subscriptionStateLabels[subscriptionState(row)]}</Badge>,
  },
  { header: "Subscribed At", cell: (row) => <LocalTime iso={row.subscribedAt.toISOString()} /> },
  { header: "Confirmed At", cell: (row) => (row.confirmedAt ? <LocalTime iso={row.confirmedAt.toISOString()} /> : <Missing />) },
  { header: "Left At", cell: (row) => (row.unsubscribedAt ? <LocalTime iso={row.unsubscribedAt.toISOString()} /> : <Missing />) },
];

export function NewsletterPanel({ query, result }: PanelProps<SubscriberRow>) {
  return <ListView list="newsletter" query={query} result={result} columns={subscriberColumns} placeholder="Email address" />;
}

/** A receipt's number, opening its page (the admin's view of what the payer received). */
function ReceiptLink({ receipt }: { receipt: { id: string; number: string } }) {
  return (
    <a href={`/api/admin/receipts/${receipt.id}`} target="_blank" rel="noopener" className={`text-sm ${adminLinkClasses}`}>
      {receipt.number}
    </a>
  );
}

const purposeLabels = { service: "Service", plan: "Plan", quote: "Quote" } as const;

const paymentStatusTones: Record<PaymentStatus, BadgeTone> = { created: "neutral", paid: "done", failed: "failed" };

const paymentStatusLabels: Record<PaymentStatus, string> = { created: "Created", paid: "Paid", failed: "Failed" };

function payerLines(row: PaymentRow): string[] {
  const receipt = row.receipt;
  if (receipt?.erasedAt) return ["(erased)"];
  return [receipt?.payerName ?? row.quote?.name, receipt?.payerEmail ?? row.quote?.email, receipt?.payerContact].filter(
    (line): line is string => Boolean(line),
  );
}

const paymentColumns: readonly Column<PaymentRow>[] = [
  withSource({
    header: "Description",
    className: wrapping,
    cell: (row) => (
      <StoryLink list="payments" id={row.id}>
        {row.description}
      </StoryLink>
    ),
  }),
  {
    header: "Payer",
    className: wrapping,
    cell: (row) => {
      const lines = payerLines(row);
      return lines.length > 0 ? (
        lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))
      ) : (
        <Missing />
      );
    },
  },
  {
    header: "Purpose",
    cell: (row) =>
      row.quote ? (
        <a href={`/admin?tab=quotes&search=${encodeURIComponent(row.quote.email)}`} className={adminLinkClasses}>
          Quote of {row.quote.name}
        </a>
      ) : (
        `${purposeLabels[row.purpose]}: ${row.reference}`
      ),
  },
  { header: "Amount", cell: (row) => <span className="tabular-nums">{formatPaise(row.amountPaise)}</span> },
  { header: "Status", cell: (row) => <Badge tone={paymentStatusTones[row.status]}>{paymentStatusLabels[row.status]}</Badge> },
  {
    header: "Receipt",
    cell: (row) =>
      row.receipt ? (
        <span className="inline-flex flex-wrap items-center gap-2">
          <ReceiptLink receipt={row.receipt} />
          <ResendReceiptButton receipt={row.receipt} />
        </span>
      ) : (
        <Missing />
      ),
  },
  {
    header: "Refunded",
    cell: (row) => {
      const refunded = row.refunds.filter((refund) => refund.status === "processed").reduce((sum, refund) => sum + refund.amountPaise, 0);
      const failed = row.refunds.some((refund) => refund.status === "failed");
      if (refunded === 0 && !failed) return <Missing />;
      return (
        <span className="tabular-nums">
          {refunded > 0 ? formatPaise(refunded) : null}
          {failed ? <Badge tone="failed">A refund failed</Badge> : null}
        </span>
      );
    },
  },
  {
    header: "Razorpay Payment ID",
    cell: (row) => (row.razorpayPaymentId ? <code className="text-xs">{row.razorpayPaymentId}</code> : <Missing />),
  },
  {
    header: "Flagged Reason",
    className: "min-w-48",
    cell: (row) =>
      row.flaggedReason ? (
        <span className="inline-flex items-start gap-1.5 text-amber-800 dark:text-amber-300">
          <Icon name="alert-triangle" className="mt-0.5 h-4 w-4 shrink-0" />
          {row.flaggedReason}
        </span>
      ) : (
        <Missing />
      ),
  },
  submittedAt("Created At"),
  { header: "Paid At", cell: (row) => (row.paidAt ? <LocalTime iso={row.paidAt.toISOString()} /> : <Missing />) },
];

export function PaymentsPanel({ query, result }: PanelProps<PaymentRow>) {
  return (
    <ListView list="payments" query={query} result={result} columns={paymentColumns} placeholder="Description, reference or Razorpay ID" />
  );
}
