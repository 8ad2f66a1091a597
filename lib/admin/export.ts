import "server-only";
import { preferredContactOptions, urgencyOptions } from "@/lib/catalogue/quote-options";
import { recordAudit, type AuditEntry } from "@/lib/audit/audit-log";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { confirmedSubscribers } from "@/lib/newsletter/subscription-state";
import { sourceLabelOf, storedSource } from "@/lib/analytics/visit-source";
import { agencyDateTime } from "./agency-time";
import { encodeCsv, type CsvValue } from "./csv";
import type { AdminListId } from "./dashboard-params";
import {
  contactBudgetLabel,
  contactServiceLabel,
  optionLabel,
  paiseToDecimal,
  quoteBudgetLabel,
  quoteItemLabels,
  quoteTimelineLabel,
} from "./labels";
import { quoteStatusLabels } from "./quote-statuses";
import { careerSearch, contactSearch, newestFirstPage, newsletterSearch, paymentSearch, quoteSearch, type Page } from "./lists";
import { applicationSelect, contactSelect, quoteFields } from "./privacy";

// CSV exports of the dashboard's lists: every matching row (the search
// applies, the paging does not), newest first, with the details the tables
// leave out. Times are IST, the office's zone.

/** Rows are read in batches so a long list never sits in one huge result. */
const batchSize = 500;

async function* inBatches<Row extends { id: string }>(find: (page: Page) => Promise<Row[]>): AsyncGenerator<Row> {
  let after: string | undefined;
  for (;;) {
    const rows = await find(newestFirstPage(after ? { take: batchSize, cursor: { id: after }, skip: 1 } : { take: batchSize }));
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = last.id;
  }
}

interface Exporter {
  header: readonly string[];
  rows(search: string): AsyncGenerator<readonly CsvValue[]>;
}

/**
 * A list's export as one table of columns, each a header and how a row gives
 * its cell, so a header and its value cannot drift apart. `find` reads the
 * rows matching the search on one page (a batch, in its order); its parameters
 * are typed at each call so that Row comes from it, not from the shared columns.
 */
function exporter<Row extends { id: string }>(
  find: (search: string, page: Page) => Promise<Row[]>,
  columns: readonly Column<Row>[],
): Exporter {
  return {
    header: columns.map(([header]) => header),
    async *rows(search) {
      for await (const row of inBatches((page) => find(search, page))) yield columns.map(([, cell]) => cell(row));
    },
  };
}

type Column<Row> = readonly [header: string, cell: (row: Row) => CsvValue];

/** Who sent a contact message or a quote request: the first columns of both files. */
const senderColumns: readonly Column<{ name: string; email: string; phone: string | null; company: string | null }>[] = [
  ["Name", (row) => row.name],
  ["Email", (row) => row.email],
  ["Phone", (row) => row.phone],
  ["Company", (row) => row.company],
];

/** Where the lead came from (lib/analytics/lead-source.ts): the last columns of every list. */
const sourceColumns: readonly Column<{ source: Prisma.JsonValue }>[] = [
  ["Source", (row) => sourceLabelOf(row.source)],
  ["UTM Campaign", (row) => storedSource(row.source)?.utmCampaign],
  ["Landing Page", (row) => storedSource(row.source)?.landingPage],
];

/** Reads through the export's transaction (lib/admin/export.ts runs with its audit row). */
type Reader = Pick<Prisma.TransactionClient, "contact" | "quote" | "careerApplication" | "newsletterSubscription" | "payment">;

const exportersFor = (client: Reader): Record<AdminListId, Exporter> => ({
  contacts: exporter(
    (search: string, page: Page) => client.contact.findMany({ where: contactSearch(search), select: contactSelect, ...page }),
    [
      ...senderColumns,
      ["Interested Service", (row) => contactServiceLabel(row.interestedService)],
      ["Budget", (row) => contactBudgetLabel(row.budget)],
      ["Project Details", (row) => row.projectDetails],
      ["Submitted At (IST)", (row) => agencyDateTime(row.createdAt)],
      ...sourceColumns,
    ],
  ),
  quotes: exporter(
    (search: string, page: Page) =>
      client.quote.findMany({
        where: quoteSearch(search),
        select: { ...quoteFields, payments: { where: { status: "paid" }, select: { receipt: { select: { number: true } } }, take: 1 } },
        ...page,
      }),
    [
      ...senderColumns,
      ["Services", (row) => quoteItemLabels(row.services, row.additionalServices).join("; ")],
      ["Timeline", (row) => quoteTimelineLabel(row.timeline)],
      ["Budget", (row) => quoteBudgetLabel(row.budget)],
      ["Urgency", (row) => optionLabel(urgencyOptions, row.urgency)],
      ["Preferred Contact", (row) => optionLabel(preferredContactOptions, row.preferredContact)],
      ["Description", (row) => row.description],
      ["Estimate (INR)", (row) => row.estimate],
      ["Status", (row) => quoteStatusLabels[row.status]],
      ["Paid", (row) => (row.payments.length > 0 ? "Yes" : "No")],
      ["Receipt", (row) => row.payments[0]?.receipt?.number],
      ["Submitted At (IST)", (row) => agencyDateTime(row.createdAt)],
      ...sourceColumns,
    ],
  ),
  careers: exporter(
    (search: string, page: Page) => client.careerApplication.findMany({ where: careerSearch(search), select: applicationSelect, ...page }),
    [
      ["Full Name", (row) => row.fullName],
      ["Email", (row) => row.email],
      ["Phone", (row) => row.phone],
      ["Applying For", (row) => row.applyingFor],
      ["Cover Letter", (row) => row.coverLetter],
      ["Resume File", (row) => row.resume?.originalName],
      ["Submitted At (IST)", (row) => agencyDateTime(row.createdAt)],
      ...sourceColumns,
    ],
  ),
  // The mailing list: only addresses whose owner confirmed and has not left.
  newsletter: exporter(
    (search: string, page: Page) =>
      client.newsletterSubscription.findMany({
        where: { ...newsletterSearch(search), ...confirmedSubscribers },
        select: { id: true, email: true, subscribedAt: true, confirmedAt: true, source: true },
        ...page,
      }),
    [
      ["Email", (row) => row.email],
      ["Subscribed At (IST)", (row) => agencyDateTime(row.subscribedAt)],
      ["Confirmed At (IST)", (row) => agencyDateTime(row.confirmedAt)],
      ...sourceColumns,
    ],
  ),
  payments: exporter(
    (search: string, page: Page) =>
      client.payment.findMany({
        where: paymentSearch(search),
        select: {
          id: true,
          description: true,
          purpose: true,
          reference: true,
          amountPaise: true,
          currency: true,
          status: true,
          razorpayOrderId: true,
          razorpayPaymentId: true,
          flaggedReason: true,
          createdAt: true,
          paidAt: true,
          source: true,
          receipt: { select: { number: true, payerName: true, payerEmail: true, payerContact: true, method: true } },
          refunds: { where: { status: "processed" }, select: { amountPaise: true } },
        },
        ...page,
      }),
    [
      ["Description", (row) => row.description],
      ["Purpose", (row) => row.purpose],
      ["Reference", (row) => row.reference],
      ["Amount", (row) => paiseToDecimal(row.amountPaise)],
      ["Currency", (row) => row.currency],
      ["Status", (row) => row.status],
      ["Razorpay Order ID", (row) => row.razorpayOrderId],
      ["Razorpay Payment ID", (row) => row.razorpayPaymentId],
      ["Receipt", (row) => row.receipt?.number],
      ["Payer Name", (row) => row.receipt?.payerName],
      ["Payer Email", (row) => row.receipt?.payerEmail],
      ["Payer Phone", (row) => row.receipt?.payerContact],
      ["Method", (row) => row.receipt?.method],
      ["Refunded", (row) => paiseToDecimal(row.refunds.reduce((sum, refund) => sum + refund.amountPaise, 0))],
      ["Flagged Reason", (row) => row.flaggedReason],
      ["Created At (IST)", (row) => agencyDateTime(row.createdAt)],
      ["Paid At (IST)", (row) => agencyDateTime(row.paidAt)],
      ...sourceColumns,
    ],
  ),
});

/** The whole CSV file of a list, search applied, read in one transaction with its audit row (when given). */
export async function exportListCsv(list: AdminListId, search: string, audit?: Omit<AuditEntry, "action" | "recordId">): Promise<string> {
  return db.$transaction(
    async (tx) => {
      if (audit) await recordAudit(tx, { ...audit, action: "list-exported", recordId: list });
      const exporter = exportersFor(tx)[list];
      const rows: (readonly CsvValue[])[] = [];
      for await (const row of exporter.rows(search)) rows.push(row);
      return encodeCsv(exporter.header, rows);
    },
    // A long list is read in batches of 500; a minute is far more than a small agency's lists take.
    { timeout: 60_000 },
  );
}
