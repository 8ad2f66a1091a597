import "server-only";
import { addressLine, company } from "@/lib/catalogue/company";
import { agencyTimeZone } from "@/lib/format/agency-time";
import { formatPaise } from "@/lib/format/inr";
import { getEnv } from "@/lib/env";
import { rupeesInWords } from "@/lib/format/amount-in-words";
import type { Prisma } from "@/lib/generated/prisma/client";
import { fill } from "@/lib/i18n/fill";
import { isPrefixedLocale, type Locale } from "@/lib/i18n/locales";
import { textsFor, type SiteTexts } from "@/lib/i18n/texts";

// One receipt as its page, its PDF and its mail show it: the words in the
// payer's language, the figures, ids and the company's facts as they are.

export const receiptRecordSelect = {
  id: true,
  number: true,
  issuedAt: true,
  amountPaise: true,
  description: true,
  language: true,
  payerName: true,
  payerEmail: true,
  payerContact: true,
  method: true,
  erasedAt: true,
  payment: {
    select: {
      purpose: true,
      reference: true,
      quote: { select: { id: true, services: true } },
      razorpayPaymentId: true,
      currency: true,
      refunds: { where: { status: "processed" }, select: { amountPaise: true } },
    },
  },
} satisfies Prisma.ReceiptSelect;

export type ReceiptRecord = Prisma.ReceiptGetPayload<{ select: typeof receiptRecordSelect }>;

export type ReceiptWords = SiteTexts["receipt"];

export interface ReceiptRow {
  label: string;
  /** One or more lines. */
  lines: readonly string[];
}

export interface ReceiptView {
  locale: Locale;
  words: ReceiptWords;
  number: string;
  issuedAt: Date;
  rows: readonly ReceiptRow[];
  amount: string;
  amountInWords: string;
  company: { brand: string; legalName: string; cin: string; address: string; gstin: string | undefined; email: string; phone: string };
  /** What the receipt is for tax purposes: not a tax invoice, no GST charged (and, with a GSTIN, where the invoice comes from). */
  notes: readonly string[];
}

export function receiptLocale(language: string): Locale {
  return isPrefixedLocale(language) ? language : "en";
}

function issuedAtText(at: Date, locale: Locale): string {
  const text = new Intl.DateTimeFormat(`${locale}-IN`, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: agencyTimeZone,
    numberingSystem: "latn",
  }).format(at);
  return `${text} IST`;
}

function methodText(method: string | null, words: ReceiptWords): string {
  if (!method) return words.methods.other;
  return (words.methods as Record<string, string>)[method] ?? words.methods.other;
}

/** The short reference a quote is known by on its receipt: Q- and the first eight letters of its id. */
export function quoteReference(quoteId: string): string {
  return `Q-${quoteId.slice(0, 8).toUpperCase()}`;
}

/**
 * What was bought, in the receipt's language, from the payment's own record
 * (the service, the plan and its cycle, or the quote and its services); the
 * description stored at checkout when the catalogue no longer knows the id.
 */
function purposeText(record: ReceiptRecord, texts: SiteTexts): string {
  const { purpose, reference, quote } = record.payment;
  const words = texts.receipt.purposes;
  const catalogue = texts.catalogue;
  const serviceTitle = (id: string) => (catalogue.services as Record<string, { title: string } | undefined>)[id]?.title;
  if (purpose === "service") {
    const service = serviceTitle(reference);
    return service ? fill(words.service, { service }) : record.description;
  }
  if (purpose === "plan") {
    const [planId = "", cycle = ""] = reference.split(":");
    const plan = (catalogue.plans as Record<string, { name: string } | undefined>)[planId]?.name;
    const cycleWords = (words.cycles as Record<string, string | undefined>)[cycle];
    return plan && cycleWords ? fill(words.plan, { plan, cycle: cycleWords }) : record.description;
  }
  const quoteId = quote?.id ?? reference;
  const services = (quote?.services ?? []).map(serviceTitle).filter((title): title is string => Boolean(title));
  return services.length > 0
    ? fill(words.quoteWithServices, { reference: quoteReference(quoteId), services: services.join(", ") })
    : fill(words.quote, { reference: quoteReference(quoteId) });
}

/** The receipt in `locale`: the payer's language, that of the page they paid from, unless another is asked for. */
export function receiptView(record: ReceiptRecord, locale: Locale = receiptLocale(record.language)): ReceiptView {
  const texts = textsFor(locale);
  const words = texts.receipt;
  const gstin = getEnv().COMPANY_GSTIN;
  const payer = [record.payerName, record.payerEmail, record.payerContact].filter((line): line is string => Boolean(line));
  const refunded = record.payment.refunds.reduce((sum, refund) => sum + refund.amountPaise, 0);
  const rows: ReceiptRow[] = [
    { label: words.number, lines: [record.number] },
    { label: words.date, lines: [issuedAtText(record.issuedAt, locale)] },
    ...(payer.length > 0 ? [{ label: words.receivedFrom, lines: payer }] : []),
    { label: words.purpose, lines: [purposeText(record, texts)] },
    { label: words.amount, lines: [formatPaise(record.amountPaise)] },
    { label: words.inWords, lines: [rupeesInWords(record.amountPaise, locale)] },
    { label: words.method, lines: [methodText(record.method, words)] },
    { label: words.paymentId, lines: [record.payment.razorpayPaymentId ?? "—"] },
    ...(refunded > 0 ? [{ label: words.refunded, lines: [formatPaise(refunded)] }] : []),
  ];
  return {
    locale,
    words,
    number: record.number,
    issuedAt: record.issuedAt,
    rows,
    amount: formatPaise(record.amountPaise),
    amountInWords: rupeesInWords(record.amountPaise, locale),
    company: {
      brand: company.name,
      legalName: company.legalName,
      cin: company.cin,
      address: addressLine,
      gstin,
      email: company.email,
      phone: company.phone.display,
    },
    notes: [words.tax.noGst, ...(gstin ? [fill(words.tax.invoiceSeparately, { gstin })] : [])],
  };
}
