import "server-only";
import { preferredContactOptions, urgencyOptions } from "@/lib/catalogue/quote-options";
import { db } from "@/lib/db";
import type { QuoteStatus } from "@/lib/generated/prisma/enums";
import { formatFileSize } from "@/lib/format/file-size";
import { formatInr } from "@/lib/format/inr";
import { subscriptionState, subscriptionStateLabels } from "@/lib/newsletter/subscription-state";
import { isUuid } from "@/lib/validation/uuid";
import { sourceLine } from "@/lib/analytics/visit-source";
import type { AdminListId } from "./dashboard-params";
import {
  contactBudgetLabel,
  contactServiceLabel,
  formatPaise,
  optionLabel,
  quoteBudgetLabel,
  quoteItemLabels,
  quoteTimelineLabel,
} from "./labels";
import { applicationSelect, contactSelect, findPersonalData, quoteFields } from "./privacy";
import { quoteStatusLabels } from "./quote-statuses";

// One lead's whole story on one screen (issue 36): every field stored about
// the record, its quote's status history and payments, the mail sent about
// it, and what else is stored for the same address, with the actions that
// apply, and where the lead came from (its visit's source, when the visitor
// chose Accept All: lib/analytics/consent.ts).

export interface StoryField {
  label: string;
  value: string | null;
  /** Long text (a message, a description) shown as a paragraph. */
  long?: boolean;
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
  payments: { id: string; description: string; amount: string; status: string; at: Date }[];
  mails: { id: string; subject: string; createdAt: Date; sentAt: Date | null }[];
  /** Other records stored for the same address, by kind. */
  alsoStored: { kind: AdminListId; id: string; label: string; createdAt: Date }[];
}

const dateOnly = (at: Date | null) => (at ? at.toISOString() : null);

async function withPerson(story: Omit<LeadStory, "mails" | "alsoStored">): Promise<LeadStory> {
  if (!story.email) return { ...story, mails: [], alsoStored: [] };
  const person = await findPersonalData(story.email);
  const also: LeadStory["alsoStored"] = [
    ...person.contacts.map((row) => ({ kind: "contacts" as const, id: row.id, label: "Contact message", createdAt: row.createdAt })),
    ...person.quotes.map((row) => ({ kind: "quotes" as const, id: row.id, label: "Quote request", createdAt: row.createdAt })),
    ...person.careerApplications.map((row) => ({
      kind: "careers" as const,
      id: row.id,
      label: "Job application",
      createdAt: row.createdAt,
    })),
    ...person.newsletterSubscriptions.map((row) => ({
      kind: "newsletter" as const,
      id: row.id,
      label: "Newsletter subscription",
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
      fields: [
        { label: "Email", value: row.email },
        { label: "Phone", value: row.phone },
        { label: "Company", value: row.company },
        { label: "Interested Service", value: contactServiceLabel(row.interestedService) || null },
        { label: "Budget", value: contactBudgetLabel(row.budget) || null },
        { label: "Message", value: row.projectDetails, long: true },
      ],
      payments: [],
    });
  },
  async quotes(id) {
    const row = await db.quote.findUnique({
      where: { id },
      select: {
        ...quoteFields,
        statusChanges: { select: { fromStatus: true, toStatus: true, changedBy: true, changedAt: true }, orderBy: { changedAt: "asc" } },
        payments: {
          select: { id: true, description: true, amountPaise: true, status: true, createdAt: true },
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
      fields: [
        { label: "Email", value: row.email },
        { label: "Phone", value: row.phone },
        { label: "Company", value: row.company },
        { label: "Services", value: quoteItemLabels(row.services, row.additionalServices).join(", ") || null },
        { label: "Timeline", value: quoteTimelineLabel(row.timeline) || null },
        { label: "Budget", value: quoteBudgetLabel(row.budget) || null },
        { label: "Urgency", value: optionLabel(urgencyOptions, row.urgency) || null },
        { label: "Preferred Contact", value: optionLabel(preferredContactOptions, row.preferredContact) || null },
        { label: "Estimate", value: formatInr(row.estimate) },
        { label: "Status", value: quoteStatusLabels[row.status] },
        { label: "Description", value: row.description, long: true },
      ],
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
        status: payment.status,
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
      fields: [
        { label: "Email", value: row.email },
        { label: "Phone", value: row.phone },
        { label: "Applying For", value: row.applyingFor },
        {
          label: "Resume",
          value: row.resume ? `${row.resume.originalName} (${formatFileSize(row.resume.size)})` : "Deleted after its retention period",
        },
        { label: "Cover Letter", value: row.coverLetter, long: true },
      ],
      resume: row.resume && row.resumeId ? { id: row.resumeId, name: row.resume.originalName } : null,
      payments: [],
    });
  },
  async newsletter(id) {
    const row = await db.newsletterSubscription.findUnique({
      where: { id },
      select: { id: true, email: true, subscribedAt: true, confirmedAt: true, unsubscribedAt: true, source: true, createdAt: true },
    });
    if (!row) return null;
    return withPerson({
      kind: "newsletter",
      id,
      title: row.email,
      email: row.email,
      createdAt: row.createdAt,
      source: sourceLine(row.source),
      fields: [
        { label: "Status", value: subscriptionStateLabels[subscriptionState(row)] },
        { label: "Subscribed At", value: dateOnly(row.subscribedAt) },
        { label: "Confirmed At", value: dateOnly(row.confirmedAt) },
        { label: "Left At", value: dateOnly(row.unsubscribedAt) },
      ],
      payments: [],
    });
  },
  async payments(id) {
    const row = await db.payment.findUnique({
      where: { id },
      select: {
        id: true,
        description: true,
        purpose: true,
        reference: true,
        amountPaise: true,
        status: true,
        razorpayOrderId: true,
        razorpayPaymentId: true,
        flaggedReason: true,
        createdAt: true,
        paidAt: true,
        source: true,
        quote: { select: { id: true, email: true } },
      },
    });
    if (!row) return null;
    return withPerson({
      kind: "payments",
      id,
      title: row.description,
      email: row.quote?.email ?? null,
      createdAt: row.createdAt,
      source: sourceLine(row.source),
      fields: [
        { label: "Amount", value: formatPaise(row.amountPaise) },
        { label: "Status", value: row.status },
        { label: "Purpose", value: row.purpose },
        { label: "Reference", value: row.reference },
        { label: "Razorpay Order ID", value: row.razorpayOrderId },
        { label: "Razorpay Payment ID", value: row.razorpayPaymentId },
        { label: "Paid At", value: dateOnly(row.paidAt) },
        { label: "Flagged Reason", value: row.flaggedReason },
      ],
      payments: [],
    });
  },
};

/** The story of one record of a list, or null for an unknown kind or id. */
export async function findLeadStory(kind: AdminListId, id: string): Promise<LeadStory | null> {
  if (!isUuid(id)) return null;
  return loaders[kind](id);
}
