import "server-only";
import { db } from "@/lib/db";
import type { QuoteStatus } from "@/lib/generated/prisma/enums";
import { leadKinds, readField } from "@/lib/leads/kinds";
import { applicationSelect } from "@/lib/leads/kinds/application";
import { contactSelect } from "@/lib/leads/kinds/contact";
import type { FieldFormat, LeadKind } from "@/lib/leads/kinds/lead-kind";
import { paymentSelect, paymentState, paymentStateLabels, type PaymentState } from "@/lib/leads/kinds/payment";
import { quoteSelect } from "@/lib/leads/kinds/quote";
import { subscriberSelect } from "@/lib/leads/kinds/subscriber";
import { isUuid } from "@/lib/validation/uuid";
import { sourceLine } from "@/lib/analytics/visit-source";
import type { AdminListId } from "./dashboard-params";
import { formatPaise } from "@/lib/format/inr";
import { findPersonalData } from "./privacy";
import { quoteStatusLabels } from "@/lib/leads/quote-statuses";
// One lead's whole story on one screen (issue 36): every field stored about
// the record, its quote's status history and payments, the mail sent about
// it, and what else is stored for the same address, with the actions that
// apply, and where the lead came from (its visit's source, when the visitor
// chose Accept All: lib/browser/consent.ts).

export interface StoryField {
  label: string;
  /** As a person reads it; a date as ISO text, shown in the reader's time. */
  value: string | null;
  /** long: a paragraph; email and phone: mail and call links. */
  format: FieldFormat;
}

/** What a payment's page leads with: who paid, what for, the receipt and the refunds. */
export interface PaymentSummary {
  payer: { name: string | null; email: string | null; phone: string | null };
  purchase: string;
  quoteId: string | null;
  state: PaymentState;
  stateLabel: string;
  amount: string;
  receipt: { id: string; number: string } | null;
  refunds: { id: string; amount: string; status: string; at: Date }[];
}

export interface LeadStory {
  kind: AdminListId;
  id: string;
  title: string;
  email: string | null;
  createdAt: Date;
  /** "newsletter / email · november · landed on /", or "" when the lead carries no source. */
  source: string;
  fields: StoryField[];
  quote?: { status: QuoteStatus; history: { from: string; to: string; by: string; at: Date }[] };
  resume?: { id: string; name: string } | null;
  payment?: PaymentSummary;
  payments: { id: string; description: string; amount: string; status: string; at: Date }[];
  mails: { id: string; subject: string; createdAt: Date; sentAt: Date | null }[];
  /** Other records stored for the same address, by kind. */
  alsoStored: { kind: AdminListId; id: string; label: string; createdAt: Date }[];
}

/** The kind's lead-page fields of a row, labelled and formatted by the kind's definition. */
function storyFields<Row, Key extends string>(kind: LeadKind<Row, Key>, row: Row): StoryField[] {
  return kind.story.map((key) => {
    const field = kind.fields[key];
    return { label: field.label, value: readField(field, row), format: field.format };
  });
}

async function withPerson(story: Omit<LeadStory, "mails" | "alsoStored">): Promise<LeadStory> {
  if (!story.email) return { ...story, mails: [], alsoStored: [] };
  const person = await findPersonalData(story.email);
  const also: LeadStory["alsoStored"] = [
    ...person.contacts.map((row) => ({ kind: "contacts" as const, id: row.id, label: leadKinds.contacts.noun, createdAt: row.createdAt })),
    ...person.quotes.map((row) => ({ kind: "quotes" as const, id: row.id, label: leadKinds.quotes.noun, createdAt: row.createdAt })),
    ...person.careerApplications.map((row) => ({
      kind: "careers" as const,
      id: row.id,
      label: leadKinds.careers.noun,
      createdAt: row.createdAt,
    })),
    ...person.newsletterSubscriptions.map((row) => ({
      kind: "newsletter" as const,
      id: row.id,
      label: leadKinds.newsletter.noun,
      createdAt: row.createdAt,
    })),
  ].filter((row) => row.id !== story.id);
  return {
    ...story,
    mails: person.outboxMails.map((mail) => ({ id: mail.id, subject: mail.subject, createdAt: mail.createdAt, sentAt: mail.sentAt })),
    alsoStored: also.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()),
  };
}

const loaders: Record<AdminListId, (id: string) => Promise<LeadStory | null>> = {
  async contacts(id) {
    const row = await db.contact.findUnique({ where: { id }, select: contactSelect });
    if (!row) return null;
    return withPerson({
      kind: "contacts",
      id,
      title: row.name,
      email: row.email,
      createdAt: row.createdAt,
      source: sourceLine(row.source),
      fields: storyFields(leadKinds.contacts, row),
      payments: [],
    });
  },
  async quotes(id) {
    const row = await db.quote.findUnique({
      where: { id },
      select: {
        ...quoteSelect,
        statusChanges: { select: { fromStatus: true, toStatus: true, changedBy: true, changedAt: true }, orderBy: { changedAt: "asc" } },
        payments: {
          select: {
            id: true,
            description: true,
            amountPaise: true,
            status: true,
            createdAt: true,
            receipt: { select: { number: true } },
            refunds: { select: { amountPaise: true, status: true } },
          },
          orderBy: { createdAt: "asc" },
        },
      },
    });
    if (!row) return null;
    return withPerson({
      kind: "quotes",
      id,
      title: row.name,
      email: row.email,
      createdAt: row.createdAt,
      source: sourceLine(row.source),
      fields: storyFields(leadKinds.quotes, row),
      quote: {
        status: row.status,
        history: row.statusChanges.map((change) => ({
          from: quoteStatusLabels[change.fromStatus],
          to: quoteStatusLabels[change.toStatus],
          by: change.changedBy,
          at: change.changedAt,
        })),
      },
      payments: row.payments.map((payment) => ({
        id: payment.id,
        description: payment.description,
        amount: formatPaise(payment.amountPaise),
        status: paymentStateLabels[paymentState(payment)],
        at: payment.createdAt,
      })),
    });
  },
  async careers(id) {
    const row = await db.careerApplication.findUnique({ where: { id }, select: { ...applicationSelect, resumeId: true } });
    if (!row) return null;
    return withPerson({
      kind: "careers",
      id,
      title: row.fullName,
      email: row.email,
      createdAt: row.createdAt,
      source: sourceLine(row.source),
      fields: storyFields(leadKinds.careers, row),
      resume: row.resume && row.resumeId ? { id: row.resumeId, name: row.resume.originalName } : null,
      payments: [],
    });
  },
  async newsletter(id) {
    const row = await db.newsletterSubscription.findUnique({ where: { id }, select: subscriberSelect });
    if (!row) return null;
    return withPerson({
      kind: "newsletter",
      id,
      title: row.email,
      email: row.email,
      createdAt: row.createdAt,
      source: sourceLine(row.source),
      fields: storyFields(leadKinds.newsletter, row),
      payments: [],
    });
  },
  async payments(id) {
    const row = await db.payment.findUnique({ where: { id }, select: paymentSelect });
    if (!row) return null;
    const fields = leadKinds.payments.fields;
    const state = paymentState(row);
    const email = readField(fields.payerEmail, row);
    return withPerson({
      kind: "payments",
      id,
      title: `${readField(fields.amount, row)} · ${readField(fields.purchase, row)}`,
      email,
      createdAt: row.createdAt,
      source: sourceLine(row.source),
      fields: storyFields(leadKinds.payments, row),
      payment: {
        payer: { name: readField(fields.payerName, row), email, phone: readField(fields.payerPhone, row) },
        purchase: readField(fields.purchase, row) ?? "",
        quoteId: row.quote?.id ?? null,
        state,
        stateLabel: paymentStateLabels[state],
        amount: readField(fields.amount, row) ?? "",
        receipt: row.receipt ? { id: row.receipt.id, number: row.receipt.number } : null,
        refunds: row.refunds.map((refund) => ({
          id: refund.id,
          amount: formatPaise(refund.amountPaise),
          status: refund.status,
          at: refund.processedAt ?? refund.createdAt,
        })),
      },
      payments: [],
    });
  },
};

/** The story of one record of a list, or null for an unknown kind or id. */
export async function findLeadStory(kind: AdminListId, id: string): Promise<LeadStory | null> {
  if (!isUuid(id)) return null;
  return loaders[kind](id);
}
