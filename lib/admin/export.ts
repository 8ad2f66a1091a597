import "server-only";
import { recordAudit, type AuditEntry } from "@/lib/audit/audit-log";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { confirmedSubscribers } from "@/lib/newsletter/subscription-state";
import { agencyDateTime } from "@/lib/format/agency-time";
import { encodeCsv, type CsvValue } from "./csv";
import type { AdminListId } from "./dashboard-params";
import { leadKinds } from "@/lib/leads/kinds";
import { applicationSearch, applicationSelect } from "@/lib/leads/kinds/application";
import { contactSearch, contactSelect } from "@/lib/leads/kinds/contact";
import type { FieldFormat, FieldValue, LeadKind } from "@/lib/leads/kinds/lead-kind";
import { paymentSearch, paymentSelect } from "@/lib/leads/kinds/payment";
import { quotePaidSelect, quoteSearch, quoteSelect } from "@/lib/leads/kinds/quote";
import { subscriberSearch, subscriberSelect } from "@/lib/leads/kinds/subscriber";
import { paiseToDecimal } from "@/lib/format/inr";
import { newestFirstPage, type Page } from "./lists";

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

/** What a column's header adds to its label: a file has no reader's time zone, and amounts are plain numbers. */
const csvUnits: Partial<Record<FieldFormat, string>> = { date: " (IST)", paise: " (INR)", rupees: " (INR)" };

/** A value as a spreadsheet reads it: IST date-times, plain decimal amounts. */
function csvValue(format: FieldFormat, value: FieldValue): CsvValue {
  if (value instanceof Date) return agencyDateTime(value);
  if (format === "paise" && typeof value === "number") return paiseToDecimal(value);
  return value;
}

/**
 * A kind's export: its CSV columns, each its field's label (times say their
 * zone) and value, so a header and its cell cannot drift apart. `find` reads
 * the rows matching the search on one page (a batch, in its order).
 */
function exporter<Row extends { id: string }, Key extends string>(
  kind: LeadKind<Row, Key>,
  find: (search: string, page: Page) => Promise<Row[]>,
): Exporter {
  const columns = kind.csv.map((key) => kind.fields[key]);
  return {
    header: columns.map((column) => `${column.label}${csvUnits[column.format] ?? ""}`),
    async *rows(search) {
      for await (const row of inBatches((page) => find(search, page)))
        yield columns.map((column) => csvValue(column.format, column.value(row)));
    },
  };
}

/** Reads through the export's transaction (lib/admin/export.ts runs with its audit row). */
type Reader = Pick<Prisma.TransactionClient, "contact" | "quote" | "careerApplication" | "newsletterSubscription" | "payment">;

const exportersFor = (client: Reader): Record<AdminListId, Exporter> => ({
  contacts: exporter(leadKinds.contacts, (search, page) =>
    client.contact.findMany({ where: contactSearch(search), select: contactSelect, ...page }),
  ),
  quotes: exporter(leadKinds.quotes, (search, page) =>
    client.quote.findMany({ where: quoteSearch(search), select: { ...quoteSelect, payments: quotePaidSelect }, ...page }),
  ),
  careers: exporter(leadKinds.careers, (search, page) =>
    client.careerApplication.findMany({ where: applicationSearch(search), select: applicationSelect, ...page }),
  ),
  // The mailing list: only addresses whose owner confirmed and has not left.
  newsletter: exporter(leadKinds.newsletter, (search, page) =>
    client.newsletterSubscription.findMany({
      where: { ...subscriberSearch(search), ...confirmedSubscribers },
      select: subscriberSelect,
      ...page,
    }),
  ),
  payments: exporter(leadKinds.payments, (search, page) =>
    client.payment.findMany({ where: paymentSearch(search), select: paymentSelect, ...page }),
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
