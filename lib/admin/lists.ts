import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { confirmedSubscribers } from "@/lib/newsletter/subscription-state";
import { adminPageSize, pageWindow, type PageWindow } from "./dashboard-params";

// The dashboard's lists: newest first, searched case-insensitively, 50 rows a
// page. Each selects only what its table shows (never a resume's bytes).

export interface ListQuery {
  search: string;
  page: number;
}

export interface ListPage<Row> extends PageWindow {
  rows: Row[];
  total: number;
  pageSize: number;
}

/** LIKE's wildcards and escape character as plain text: Prisma passes `contains` through as is. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

/** Case-insensitive substring. */
function containing(search: string) {
  return { contains: escapeLike(search), mode: "insensitive" as const };
}

/**
 * Phones are stored as +91XXXXXXXXXX: "98765 43210" or "040-2345" (with the
 * trunk 0 that the stored form drops) should still find one.
 */
function phoneDigits(search: string): string | null {
  if (!/^[\d\s()+.-]+$/.test(search)) return null;
  const digits = search.replace(/\D/g, "").replace(/^0+/, "");
  return digits.length >= 3 ? digits : null;
}

function phoneMatch(search: string): { phone: { contains: string } }[] {
  const digits = phoneDigits(search);
  return digits ? [{ phone: { contains: digits } }] : [];
}

/** Contact messages and quote requests are found by who sent them, the same four fields. */
function senderSearch(search: string) {
  if (!search) return {};
  const text = containing(search);
  return { OR: [{ name: text }, { email: text }, { company: text }, { phone: text }, ...phoneMatch(search)] };
}

export const contactSearch: (search: string) => Prisma.ContactWhereInput = senderSearch;
export const quoteSearch: (search: string) => Prisma.QuoteWhereInput = senderSearch;

export function careerSearch(search: string): Prisma.CareerApplicationWhereInput {
  if (!search) return {};
  const text = containing(search);
  return { OR: [{ fullName: text }, { email: text }, { phone: text }, { applyingFor: text }, ...phoneMatch(search)] };
}

export function newsletterSearch(search: string): Prisma.NewsletterSubscriptionWhereInput {
  return search ? { email: containing(search) } : {};
}

export function paymentSearch(search: string): Prisma.PaymentWhereInput {
  if (!search) return {};
  const text = containing(search);
  return {
    OR: [{ description: text }, { reference: text }, { razorpayOrderId: text }, { razorpayPaymentId: text }, { flaggedReason: text }],
  };
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

const contactRow = {
  id: true,
  name: true,
  email: true,
  phone: true,
  interestedService: true,
  budget: true,
  source: true,
  createdAt: true,
} satisfies Prisma.ContactSelect;
export type ContactRow = Prisma.ContactGetPayload<{ select: typeof contactRow }>;

export function listContacts(query: ListQuery): Promise<ListPage<ContactRow>> {
  const where = contactSearch(query.search);
  return paged(
    query,
    () => db.contact.count({ where }),
    (page) => db.contact.findMany({ where, select: contactRow, ...page }),
  );
}

const quoteRow = {
  id: true,
  name: true,
  email: true,
  timeline: true,
  budget: true,
  estimate: true,
  status: true,
  source: true,
  createdAt: true,
  statusChanges: { select: { changedAt: true, changedBy: true }, orderBy: { changedAt: "desc" }, take: 1 },
  // A captured payment makes the quote paid; its receipt is shown beside the status.
  payments: {
    where: { status: "paid" },
    select: { receipt: { select: { id: true, number: true } } },
    orderBy: { paidAt: "asc" },
    take: 1,
  },
} satisfies Prisma.QuoteSelect;
export type QuoteRow = Prisma.QuoteGetPayload<{ select: typeof quoteRow }>;

export function listQuotes(query: ListQuery): Promise<ListPage<QuoteRow>> {
  const where = quoteSearch(query.search);
  return paged(
    query,
    () => db.quote.count({ where }),
    (page) => db.quote.findMany({ where, select: quoteRow, ...page }),
  );
}

const careerRow = {
  id: true,
  fullName: true,
  email: true,
  phone: true,
  applyingFor: true,
  source: true,
  createdAt: true,
  resume: { select: { id: true, originalName: true, size: true } },
} satisfies Prisma.CareerApplicationSelect;
export type CareerRow = Prisma.CareerApplicationGetPayload<{ select: typeof careerRow }>;

export function listCareerApplications(query: ListQuery): Promise<ListPage<CareerRow>> {
  const where = careerSearch(query.search);
  return paged(
    query,
    () => db.careerApplication.count({ where }),
    (page) => db.careerApplication.findMany({ where, select: careerRow, ...page }),
  );
}

/** Pending, confirmed and left alike, each with its dates. */
const subscriberRow = {
  id: true,
  email: true,
  subscribedAt: true,
  confirmedAt: true,
  unsubscribedAt: true,
  source: true,
} satisfies Prisma.NewsletterSubscriptionSelect;
export type SubscriberRow = Prisma.NewsletterSubscriptionGetPayload<{ select: typeof subscriberRow }>;

export function listNewsletterSubscribers(query: ListQuery): Promise<ListPage<SubscriberRow>> {
  const where = newsletterSearch(query.search);
  return paged(
    query,
    () => db.newsletterSubscription.count({ where }),
    (page) => db.newsletterSubscription.findMany({ where, select: subscriberRow, ...page }),
  );
}

const paymentRow = {
  id: true,
  purpose: true,
  reference: true,
  quote: { select: { id: true, name: true, email: true } },
  receipt: { select: { id: true, number: true, payerName: true, payerEmail: true, payerContact: true, erasedAt: true } },
  refunds: { select: { amountPaise: true, status: true } },
  description: true,
  amountPaise: true,
  currency: true,
  status: true,
  razorpayPaymentId: true,
  flaggedReason: true,
  createdAt: true,
  paidAt: true,
  source: true,
} satisfies Prisma.PaymentSelect;
export type PaymentRow = Prisma.PaymentGetPayload<{ select: typeof paymentRow }>;

export function listPayments(query: ListQuery): Promise<ListPage<PaymentRow>> {
  const where = paymentSearch(query.search);
  return paged(
    query,
    () => db.payment.count({ where }),
    (page) => db.payment.findMany({ where, select: paymentRow, ...page }),
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
  payments: number;
  /** Paise received in paid payments this calendar month (IST), refunds not taken off. */
  receivedThisMonthPaise: number;
}

/** The first moment of `now`'s month in IST. */
export function startOfMonthIst(now: Date): Date {
  const ist = new Date(now.getTime() + 330 * 60 * 1000);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), 1) - 330 * 60 * 1000);
}

/** The dashboard's cards: every row of each table, whatever the search. */
export async function countAdminRecords(now: Date = new Date()): Promise<AdminCounts> {
  const [contacts, quotes, careers, newsletter, newsletterPending, newsletterLeft, payments, received] = await db.$transaction([
    db.contact.count(),
    db.quote.count(),
    db.careerApplication.count(),
    // Subscribers are those who may be sent the newsletter: confirmed and still on the list.
    db.newsletterSubscription.count({ where: confirmedSubscribers }),
    db.newsletterSubscription.count({ where: { confirmedAt: null, unsubscribedAt: null } }),
    db.newsletterSubscription.count({ where: { unsubscribedAt: { not: null } } }),
    db.payment.count(),
    db.payment.aggregate({ where: { status: "paid", paidAt: { gte: startOfMonthIst(now) } }, _sum: { amountPaise: true } }),
  ]);
  return {
    contacts,
    quotes,
    careers,
    newsletter,
    newsletterPending,
    newsletterLeft,
    payments,
    receivedThisMonthPaise: received._sum.amountPaise ?? 0,
  };
}
