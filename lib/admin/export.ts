import "server-only";
import { preferredContactOptions, urgencyOptions } from "@/lib/catalogue/quote-options";
import { db } from "@/lib/db";
import { confirmedSubscribers } from "@/lib/newsletter/subscription-state";
import { unavailable } from "@/lib/http/responses";
import { agencyDateTime } from "./agency-time";
import { attachmentDisposition, listExportFileName } from "./content-disposition";
import { encodeCsv, type CsvValue } from "./csv";
import { isAdminListId, parseSearch, type AdminListId } from "./dashboard-params";
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
import { careerSearch, contactSearch, newestFirst, newsletterSearch, paymentSearch, quoteSearch } from "./lists";
import { notFound } from "./responses";

// CSV exports of the dashboard's lists: every matching row (the search
// applies, the paging does not), newest first, with the details the tables
// leave out. Times are IST, the office's zone.

/** Rows are read in batches so a long list never sits in one huge result. */
const batchSize = 500;

async function* inBatches<Row extends { id: string }>(
  find: (page: { take: number; cursor?: { id: string }; skip?: number }) => Promise<Row[]>,
): AsyncGenerator<Row> {
  let after: string | undefined;
  for (;;) {
    const rows = await find(after ? { take: batchSize, cursor: { id: after }, skip: 1 } : { take: batchSize });
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

const exporters: Record<AdminListId, Exporter> = {
  contacts: {
    header: ["Name", "Email", "Phone", "Company", "Interested Service", "Budget", "Project Details", "Submitted At (IST)"],
    async *rows(search) {
      const where = contactSearch(search);
      const select = {
        id: true,
        name: true,
        email: true,
        phone: true,
        company: true,
        interestedService: true,
        budget: true,
        projectDetails: true,
        createdAt: true,
      };
      for await (const row of inBatches((page) => db.contact.findMany({ where, select, orderBy: [...newestFirst], ...page }))) {
        yield [
          row.name,
          row.email,
          row.phone,
          row.company,
          contactServiceLabel(row.interestedService),
          contactBudgetLabel(row.budget),
          row.projectDetails,
          agencyDateTime(row.createdAt),
        ];
      }
    },
  },
  quotes: {
    header: [
      "Name",
      "Email",
      "Phone",
      "Company",
      "Services",
      "Timeline",
      "Budget",
      "Urgency",
      "Preferred Contact",
      "Description",
      "Estimate (INR)",
      "Status",
      "Submitted At (IST)",
    ],
    async *rows(search) {
      const where = quoteSearch(search);
      const select = {
        id: true,
        name: true,
        email: true,
        phone: true,
        company: true,
        services: true,
        additionalServices: true,
        timeline: true,
        budget: true,
        urgency: true,
        preferredContact: true,
        description: true,
        estimate: true,
        status: true,
        createdAt: true,
      };
      for await (const row of inBatches((page) => db.quote.findMany({ where, select, orderBy: [...newestFirst], ...page }))) {
        yield [
          row.name,
          row.email,
          row.phone,
          row.company,
          quoteItemLabels(row.services, row.additionalServices).join("; "),
          quoteTimelineLabel(row.timeline),
          quoteBudgetLabel(row.budget),
          optionLabel(urgencyOptions, row.urgency),
          optionLabel(preferredContactOptions, row.preferredContact),
          row.description,
          row.estimate,
          quoteStatusLabels[row.status],
          agencyDateTime(row.createdAt),
        ];
      }
    },
  },
  careers: {
    header: ["Full Name", "Email", "Phone", "Applying For", "Cover Letter", "Resume File", "Submitted At (IST)"],
    async *rows(search) {
      const where = careerSearch(search);
      const select = {
        id: true,
        fullName: true,
        email: true,
        phone: true,
        applyingFor: true,
        coverLetter: true,
        createdAt: true,
        resume: { select: { originalName: true } },
      };
      for await (const row of inBatches((page) => db.careerApplication.findMany({ where, select, orderBy: [...newestFirst], ...page }))) {
        yield [
          row.fullName,
          row.email,
          row.phone,
          row.applyingFor,
          row.coverLetter,
          row.resume?.originalName,
          agencyDateTime(row.createdAt),
        ];
      }
    },
  },
  newsletter: {
    header: ["Email", "Subscribed At (IST)", "Confirmed At (IST)"],
    // The mailing list: only addresses whose owner confirmed and has not left.
    async *rows(search) {
      const where = { ...newsletterSearch(search), ...confirmedSubscribers };
      const select = { id: true, email: true, subscribedAt: true, confirmedAt: true };
      for await (const row of inBatches((page) =>
        db.newsletterSubscription.findMany({ where, select, orderBy: [...newestFirst], ...page }),
      )) {
        yield [row.email, agencyDateTime(row.subscribedAt), agencyDateTime(row.confirmedAt)];
      }
    },
  },
  payments: {
    header: [
      "Description",
      "Purpose",
      "Reference",
      "Amount",
      "Currency",
      "Status",
      "Razorpay Order ID",
      "Razorpay Payment ID",
      "Flagged Reason",
      "Created At (IST)",
      "Paid At (IST)",
    ],
    async *rows(search) {
      const where = paymentSearch(search);
      const select = {
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
      };
      for await (const row of inBatches((page) => db.payment.findMany({ where, select, orderBy: [...newestFirst], ...page }))) {
        yield [
          row.description,
          row.purpose,
          row.reference,
          paiseToDecimal(row.amountPaise),
          row.currency,
          row.status,
          row.razorpayOrderId,
          row.razorpayPaymentId,
          row.flaggedReason,
          agencyDateTime(row.createdAt),
          agencyDateTime(row.paidAt),
        ];
      }
    },
  },
};

/** The whole CSV file of a list, search applied. */
export async function exportListCsv(list: AdminListId, search: string): Promise<string> {
  const exporter = exporters[list];
  const rows: (readonly CsvValue[])[] = [];
  for await (const row of exporter.rows(search)) rows.push(row);
  return encodeCsv(exporter.header, rows);
}

/** GET /api/admin/export/{list}?q=…: the list as a CSV download. */
export async function respondWithExport(list: string, url: URL, now = new Date()): Promise<Response> {
  if (!isAdminListId(list)) return notFound();
  let csv: string;
  try {
    csv = await exportListCsv(list, parseSearch(url.searchParams.get("q")));
  } catch (error) {
    console.error(`[admin] ${list} export failed`, error);
    return unavailable();
  }
  return new Response(csv, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": attachmentDisposition(listExportFileName(list, now)),
      "X-Content-Type-Options": "nosniff",
    },
  });
}
