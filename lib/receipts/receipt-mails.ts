import "server-only";
import { createElement } from "react";
import { ReceiptMail, receiptMailText } from "@/emails/receipt";
import { company } from "@/lib/catalogue/company";
import { formatPaise } from "@/lib/format/inr";
import { fill } from "@/lib/i18n/fill";
import { visitorMailFrame } from "@/lib/mail/frames";
import type { OutgoingMail } from "@/lib/mail/registry";
import { renderMail } from "@/lib/mail/render-mail";
import { receiptLink } from "./receipt-links";
import { receiptPdf } from "./receipt-pdf";
import { receiptView, type ReceiptRecord } from "./receipt-view";

// The payer's mails: the receipt, with its PDF attached and the link to its
// page, and the notice of a refund naming that receipt. Both in the language of
// the page the payment was made from.

function companyLine(view: ReturnType<typeof receiptView>): string {
  const { company: facts, words } = view;
  return [
    facts.legalName,
    `CIN: ${facts.cin}`,
    ...(facts.gstin ? [`GSTIN: ${facts.gstin}`] : []),
    `${words.registeredOffice}: ${facts.address}`,
  ].join(" · ");
}

/** The PDF's file name: the receipt number with its slashes made safe. */
export function receiptFileName(number: string): string {
  return `${number.replace(/[^A-Za-z0-9-]+/g, "-")}.pdf`;
}

export async function receiptMail(record: ReceiptRecord, to: string): Promise<OutgoingMail> {
  const view = receiptView(record);
  const words = view.words;
  const props = {
    ...visitorMailFrame(view.locale, fill(words.mail.subject, { number: record.number })),
    lines: [fill(words.mail.thanks, { amount: view.amount, number: record.number })],
    rows: view.rows,
    after: [fill(words.mail.view, { link: receiptLink(record.id) }), words.mail.keep, ...view.notes, companyLine(view)],
  };
  const rendered = await renderMail(createElement(ReceiptMail, props), receiptMailText(props));
  const pdf = await receiptPdf(view);
  return {
    template: "payment-receipt",
    to,
    replyTo: company.email,
    subject: props.title,
    ...rendered,
    attachment: { filename: receiptFileName(record.number), contentType: "application/pdf", content: pdf },
  };
}

export async function refundMail(record: ReceiptRecord, to: string, refund: { amountPaise: number }): Promise<OutgoingMail> {
  const view = receiptView(record);
  const words = view.words;
  const amount = formatPaise(refund.amountPaise);
  const props = {
    ...visitorMailFrame(view.locale, fill(words.mail.refundSubject, { amount })),
    lines: [
      fill(words.mail.refund, { amount, paymentId: record.payment.razorpayPaymentId ?? "—", number: record.number }),
      words.mail.refundWhere,
    ],
    rows: [],
    after: [fill(words.mail.view, { link: receiptLink(record.id) }), companyLine(view)],
  };
  const rendered = await renderMail(createElement(ReceiptMail, props), receiptMailText(props));
  return { template: "payment-refund", to, replyTo: company.email, subject: props.title, ...rendered };
}
