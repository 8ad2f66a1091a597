import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { applicationSearch, applicationSelect } from "@/lib/leads/kinds/application";
import { contactListSelect, contactSearch, type ContactListRow } from "@/lib/leads/kinds/contact";
import { paymentListSelect, paymentSearch, type PaymentListRow } from "@/lib/leads/kinds/payment";
import { quoteListSelect, quoteSearch, type QuoteListRow } from "@/lib/leads/kinds/quote";
import { subscriberSearch, subscriberSelect, type Subscriber } from "@/lib/leads/kinds/subscriber";
import { confirmedSubscribers } from "@/lib/newsletter/subscription-state";
import { adminPageSize, defaultPaymentFilter, pageWindow, type PageWindow, type PaymentFilter } from "./dashboard-params";

// The dashboard's lists: newest first, searched case-insensitively, 50 rows a
// page. Each reads its kind's fields (lib/leads/kinds), never a resume's bytes.

export interface ListQuery {
  search: string;
  page: number;
}

export interface ListPage<Row> extends PageWindow {
  rows: Row[];
  total: number;
  pageSize: number;
}

/**
 * A stretch of a list to spread into its findMany, with its order: an offset
 * or a cursor means something only in the one order, newest first.
 */
export interface Page {
  orderBy: { createdAt?: "desc"; id?: "desc" }[];
  take: number;
  skip?: number;
  cursor?: { id: string };
}

/** Newest first; the id breaks ties so pages never overlap. */
export function newestFirstPage(stretch: Omit<Page, "orderBy">): Page {
  return { orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...stretch };
}

async function paged<Row>(query: ListQuery, count: () => Promise<number>, find: (page: Page) => Promise<Row[]>): Promise<ListPage<Row>> {
  const total = await count();
  const window = pageWindow(query.page, total);
  const rows = total === 0 ? [] : await find(newestFirstPage({ skip: window.skip, take: adminPageSize }));
  return { ...window, rows, total, pageSize: adminPageSize };
}

export function listContacts(query: ListQuery): Promise<ListPage<ContactListRow>> {
  const where = contactSearch(query.search);
  return paged(
    query,
    () => db.contact.count({ where }),
    (page) => db.contact.findMany({ where, select: contactListSelect, ...page }),
  );
}

export function listQuotes(query: ListQuery): Promise<ListPage<QuoteListRow>> {
  const where = quoteSearch(query.search);
  return paged(
    query,
    () => db.quote.count({ where }),
    (page) => db.quote.findMany({ where, select: quoteListSelect, ...page }),
  );
}

const careerRow = {
  ...applicationSelect,
  resume: { select: { id: true, originalName: true, size: true } },
} satisfies Prisma.CareerApplicationSelect;
export type CareerRow = Prisma.CareerApplicationGetPayload<{ select: typeof careerRow }>;

export function listCareerApplications(query: ListQuery): Promise<ListPage<CareerRow>> {
  const where = applicationSearch(query.search);
  return paged(
    query,
    () => db.careerApplication.count({ where }),
    (page) => db.careerApplication.findMany({ where, select: careerRow, ...page }),
  );
}

export function listNewsletterSubscribers(query: ListQuery): Promise<ListPage<Subscriber>> {
  const where = subscriberSearch(query.search);
  return paged(
    query,
    () => db.newsletterSubscription.count({ where }),
    (page) => db.newsletterSubscription.findMany({ where, select: subscriberSelect, ...page }),
  );
}

/** The payments of one status ("all" for every one); a refunded payment is among the paid ones. */
export function listPayments(query: ListQuery, status: PaymentFilter = defaultPaymentFilter): Promise<ListPage<PaymentListRow>> {
  const where: Prisma.PaymentWhereInput = { ...paymentSearch(query.search), ...(status === "all" ? {} : { status }) };
  return paged(
    query,
    () => db.payment.count({ where }),
    (page) => db.payment.findMany({ where, select: paymentListSelect, ...page }),
  );
}

export interface AdminCounts {
  contacts: number;
  quotes: number;
  careers: number;
  /** Confirmed subscribers still on the list: those the newsletter may be sent to. */
  newsletter: number;
  /** Sign-ups not confirmed yet, and people who left: in the list, not among the subscribers. */
  newsletterPending: number;
  newsletterLeft: number;
  /** Captured payments (refunded ones included): the payments list's default view. */
  payments: number;
  /** Paise received this calendar month (IST): payments captured this month less refunds processed this month. */
  receivedThisMonthPaise: number;
  /** Paise refunded this month, whichever month the payment was made in. */
  refundedThisMonthPaise: number;
}

/** The first moment of `now`'s month in IST. */
export function startOfMonthIst(now: Date): Date {
  const ist = new Date(now.getTime() + 330 * 60 * 1000);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), 1) - 330 * 60 * 1000);
}

/** The dashboard's cards: every row of each table, whatever the search. */
export async function countAdminRecords(now: Date = new Date()): Promise<AdminCounts> {
  const monthStart = startOfMonthIst(now);
  const [contacts, quotes, careers, newsletter, newsletterPending, newsletterLeft, payments, received, refunded] = await db.$transaction([
    db.contact.count(),
    db.quote.count(),
    db.careerApplication.count(),
    // Subscribers are those who may be sent the newsletter: confirmed and still on the list.
    db.newsletterSubscription.count({ where: confirmedSubscribers }),
    db.newsletterSubscription.count({ where: { confirmedAt: null, unsubscribedAt: null } }),
    db.newsletterSubscription.count({ where: { unsubscribedAt: { not: null } } }),
    db.payment.count({ where: { status: "paid" } }),
    db.payment.aggregate({ where: { status: "paid", paidAt: { gte: monthStart } }, _sum: { amountPaise: true } }),
    // A refund counts in the month Razorpay processed it (its row's date when Razorpay gave none).
    db.paymentRefund.aggregate({
      where: { status: "processed", OR: [{ processedAt: { gte: monthStart } }, { processedAt: null, createdAt: { gte: monthStart } }] },
      _sum: { amountPaise: true },
    }),
  ]);
  const refundedThisMonthPaise = refunded._sum.amountPaise ?? 0;
  return {
    contacts,
    quotes,
    careers,
    newsletter,
    newsletterPending,
    newsletterLeft,
    payments,
    receivedThisMonthPaise: (received._sum.amountPaise ?? 0) - refundedThisMonthPaise,
    refundedThisMonthPaise,
  };
}
