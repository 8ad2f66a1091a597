import "server-only";
import { addressLine, agencyTimeZone, company } from "@/lib/catalogue/company";
import { formatPaise } from "@/lib/admin/labels";
import { getEnv } from "@/lib/env";
import { rupeesInWords } from "@/lib/format/amount-in-words";
import type { Prisma } from "@/lib/generated/prisma/client";
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
  rows: readonly ReceiptRow[];
  amount: string;
  amountInWords: string;
  company: { brand: string; legalName: string; cin: string; address: string; gstin: string | undefined; email: string; phone: string };
  gstNote: string;
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

/** The receipt in `locale` (the payer's language unless another is asked for, as the PDF does). */
export function receiptView(record: ReceiptRecord, locale: Locale = receiptLocale(record.language)): ReceiptView {
  const words = textsFor(locale).receipt;
  const payer = [record.payerName, record.payerEmail, record.payerContact].filter((line): line is string => Boolean(line));
  const refunded = record.payment.refunds.reduce((sum, refund) => sum + refund.amountPaise, 0);
  const rows: ReceiptRow[] = [
    { label: words.number, lines: [record.number] },
    { label: words.date, lines: [issuedAtText(record.issuedAt, locale)] },
    ...(payer.length > 0 ? [{ label: words.receivedFrom, lines: payer }] : []),
    { label: words.purpose, lines: [record.description] },
    { label: words.amount, lines: [formatPaise(record.amountPaise)] },
    { label: words.inWords, lines: [rupeesInWords(record.amountPaise)] },
    { label: words.method, lines: [methodText(record.method, words)] },
    { label: words.paymentId, lines: [record.payment.razorpayPaymentId ?? "—"] },
    ...(refunded > 0 ? [{ label: words.refunded, lines: [formatPaise(refunded)] }] : []),
  ];
  return {
    locale,
    words,
    number: record.number,
    rows,
    amount: formatPaise(record.amountPaise),
    amountInWords: rupeesInWords(record.amountPaise),
    company: {
      brand: company.name,
      legalName: company.legalName,
      cin: company.cin,
      address: addressLine,
      gstin: getEnv().COMPANY_GSTIN,
      email: company.email,
      phone: company.phone.display,
    },
    gstNote: textsFor(locale).catalogue.taxNote,
  };
}
