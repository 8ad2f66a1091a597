import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { parseRequest, type ParsedRequest } from "@/lib/validation/parse-request";
import { recordAudit, type AuditEntry } from "@/lib/audit/audit-log";
import { applicationSelect } from "@/lib/leads/kinds/application";
import { contactSelect } from "@/lib/leads/kinds/contact";
import { quoteSelect } from "@/lib/leads/kinds/quote";
import { subscriberSelect } from "@/lib/leads/kinds/subscriber";
import { addressPattern, eraseRequestSchema, redactWebhookPayload } from "./privacy-rules";

// The rights the privacy page promises, for one e-mail address: access and
// portability (find, export), and deletion (erase). Addresses are stored
// lower-cased; rows are still matched with lower() so an older row in another
// case is never missed. Every function expects an address that went through
// emailField (trimmed, lower-cased).

// Each kind's whole record (lib/leads/kinds); a quote with its history and payments.
const quoteWithHistory = {
  ...quoteSelect,
  // Which admin changed a status is the agency's data, not the visitor's.
  statusChanges: { select: { fromStatus: true, toStatus: true, changedAt: true }, orderBy: { changedAt: "asc" } },
  payments: {
    select: {
      id: true,
      purpose: true,
      description: true,
      amountPaise: true,
      currency: true,
      status: true,
      razorpayOrderId: true,
      razorpayPaymentId: true,
      paidAt: true,
      source: true,
      createdAt: true,
    },
    orderBy: { createdAt: "asc" },
  },
} satisfies Prisma.QuoteSelect;

/** An upload not yet part of an application: its file is described, never sent. */
const resumeUploadSelect = {
  id: true,
  fileName: true,
  size: true,
  receivedBytes: true,
  createdAt: true,
  expiresAt: true,
} satisfies Prisma.ResumeUploadSelect;

const outboxSelect = { id: true, template: true, subject: true, createdAt: true, sentAt: true } satisfies Prisma.OutboxMailSelect;

const paymentEventSelect = { eventId: true, type: true, outcome: true, receivedAt: true } satisfies Prisma.PaymentEventSelect;

const receiptSelect = {
  id: true,
  number: true,
  issuedAt: true,
  amountPaise: true,
  description: true,
  payerName: true,
  payerEmail: true,
  payerContact: true,
  method: true,
} satisfies Prisma.ReceiptSelect;

export interface PersonalData {
  email: string;
  contacts: Prisma.ContactGetPayload<{ select: typeof contactSelect }>[];
  quotes: Prisma.QuoteGetPayload<{ select: typeof quoteWithHistory }>[];
  careerApplications: Prisma.CareerApplicationGetPayload<{ select: typeof applicationSelect }>[];
  /** Resumes being uploaded with this address, not (yet) part of an application. */
  resumeUploads: Prisma.ResumeUploadGetPayload<{ select: typeof resumeUploadSelect }>[];
  newsletterSubscriptions: Prisma.NewsletterSubscriptionGetPayload<{ select: typeof subscriberSelect }>[];
  /** Notification mail to, replying to, or naming the address, sent or not. */
  outboxMails: Prisma.OutboxMailGetPayload<{ select: typeof outboxSelect }>[];
  /** Razorpay webhook deliveries whose body names the address (the payer's details). */
  paymentEvents: Prisma.PaymentEventGetPayload<{ select: typeof paymentEventSelect }>[];
  /** Receipts paid by the address (as given at checkout) or for the address's quotes. */
  receipts: Prisma.ReceiptGetPayload<{ select: typeof receiptSelect }>[];
}

/** What GET /api/admin/privacy answers. */
export type PersonalDataAnswer = PersonalData & { counts: PersonalDataCounts };

export interface PersonalDataCounts {
  contacts: number;
  quotes: number;
  quoteStatusChanges: number;
  payments: number;
  careerApplications: number;
  resumes: number;
  resumeUploads: number;
  newsletterSubscriptions: number;
  outboxMails: number;
  paymentEvents: number;
  receipts: number;
}

type Client = typeof db | Prisma.TransactionClient;

interface MatchingIds {
  contacts: string[];
  quotes: string[];
  careerApplications: string[];
  resumeUploads: string[];
  newsletterSubscriptions: string[];
  outboxMails: string[];
  paymentEvents: string[];
  receipts: string[];
}

/** The rows that belong to the address, by id, in one round trip. */
async function matchingIds(client: Client, email: string): Promise<MatchingIds> {
  const pattern = addressPattern(email);
  const rows = await client.$queryRaw<{ kind: keyof MatchingIds; id: string }[]>`
    SELECT 'contacts' AS kind, id::text AS id FROM contacts WHERE lower(email) = ${email}
    UNION ALL SELECT 'quotes', id::text FROM quotes WHERE lower(email) = ${email}
    UNION ALL SELECT 'careerApplications', id::text FROM career_applications WHERE lower(email) = ${email}
    UNION ALL SELECT 'resumeUploads', id::text FROM resume_uploads WHERE lower(email) = ${email}
    UNION ALL SELECT 'newsletterSubscriptions', id::text FROM newsletter_subscriptions WHERE lower(email) = ${email}
    UNION ALL SELECT 'outboxMails', id::text FROM outbox_mails
      WHERE lower("to") = ${email} OR lower(reply_to) = ${email} OR subject ~* ${pattern} OR text ~* ${pattern}
    UNION ALL SELECT 'paymentEvents', event_id FROM payment_events WHERE payload::text ~* ${pattern}
    UNION ALL SELECT 'receipts', r.id::text FROM receipts r JOIN payments p ON p.id = r.payment_id
      LEFT JOIN quotes q ON q.id = p.quote_id
      WHERE r.erased_at IS NULL AND (lower(r.payer_email) = ${email} OR lower(q.email) = ${email})`;
  const ids: MatchingIds = {
    contacts: [],
    quotes: [],
    careerApplications: [],
    resumeUploads: [],
    newsletterSubscriptions: [],
    outboxMails: [],
    paymentEvents: [],
    receipts: [],
  };
  for (const row of rows) ids[row.kind].push(row.id);
  return ids;
}

async function readPersonalData(client: Client, email: string, ids: MatchingIds): Promise<PersonalData> {
  const newestFirst = { createdAt: "desc" } as const;
  const [contacts, quotes, careerApplications, resumeUploads, newsletterSubscriptions, outboxMails, paymentEvents, receipts] =
    await Promise.all([
      client.contact.findMany({ where: { id: { in: ids.contacts } }, select: contactSelect, orderBy: newestFirst }),
      client.quote.findMany({ where: { id: { in: ids.quotes } }, select: quoteWithHistory, orderBy: newestFirst }),
      client.careerApplication.findMany({ where: { id: { in: ids.careerApplications } }, select: applicationSelect, orderBy: newestFirst }),
      client.resumeUpload.findMany({ where: { id: { in: ids.resumeUploads } }, select: resumeUploadSelect, orderBy: newestFirst }),
      client.newsletterSubscription.findMany({
        where: { id: { in: ids.newsletterSubscriptions } },
        select: subscriberSelect,
        orderBy: newestFirst,
      }),
      client.outboxMail.findMany({ where: { id: { in: ids.outboxMails } }, select: outboxSelect, orderBy: newestFirst }),
      client.paymentEvent.findMany({
        where: { eventId: { in: ids.paymentEvents } },
        select: paymentEventSelect,
        orderBy: { receivedAt: "desc" },
      }),
      client.receipt.findMany({ where: { id: { in: ids.receipts } }, select: receiptSelect, orderBy: { issuedAt: "desc" } }),
    ]);
  return { email, contacts, quotes, careerApplications, resumeUploads, newsletterSubscriptions, outboxMails, paymentEvents, receipts };
}

/**
 * Everything stored for the address (the right of access). With an audit
 * entry (an admin's lookup) the reading and its audit row share one
 * transaction, as the export's do: nobody's data is shown unrecorded.
 */
export async function findPersonalData(email: string, audit?: AuditEntry): Promise<PersonalData> {
  if (!audit) return readPersonalData(db, email, await matchingIds(db, email));
  return db.$transaction(
    async (tx) => {
      await recordAudit(tx, audit);
      return readPersonalData(tx, email, await matchingIds(tx, email));
    },
    { timeout: 30_000 },
  );
}

export function countPersonalData(data: PersonalData): PersonalDataCounts {
  return {
    contacts: data.contacts.length,
    quotes: data.quotes.length,
    quoteStatusChanges: data.quotes.reduce((sum, quote) => sum + quote.statusChanges.length, 0),
    payments: data.quotes.reduce((sum, quote) => sum + quote.payments.length, 0),
    careerApplications: data.careerApplications.length,
    resumes: data.careerApplications.filter((application) => application.resume !== null).length,
    resumeUploads: data.resumeUploads.length,
    newsletterSubscriptions: data.newsletterSubscriptions.length,
    outboxMails: data.outboxMails.length,
    paymentEvents: data.paymentEvents.length,
    receipts: data.receipts.length,
  };
}

export interface PersonalDataExport extends Omit<PersonalData, "paymentEvents"> {
  generatedAt: string;
  /** What each part is, for the person reading the file. */
  about: string;
  paymentEvents: (PersonalData["paymentEvents"][number] & { payload: Prisma.JsonValue })[];
}

/** The portable copy (rights of access and portability): one JSON document. */
export async function exportPersonalData(email: string, now: Date = new Date(), audit?: AuditEntry): Promise<PersonalDataExport> {
  // The copy and its audit row in one transaction: no copy leaves unrecorded.
  const [data, payloads] = await db.$transaction(
    async (tx) => {
      if (audit) await recordAudit(tx, audit);
      const ids = await matchingIds(tx, email);
      const data = await readPersonalData(tx, email, ids);
      const payloads = await tx.paymentEvent.findMany({
        where: { eventId: { in: ids.paymentEvents } },
        select: { eventId: true, payload: true },
      });
      return [data, payloads] as const;
    },
    { timeout: 30_000 },
  );
  const payloadOf = new Map(payloads.map((event) => [event.eventId, event.payload]));
  return {
    generatedAt: now.toISOString(),
    about:
      "Everything this website stores for this e-mail address: contact messages, quote requests (with their status history and payments), job applications (the resume file is described, its content is kept privately and can be sent on request), resume uploads not (yet) part of an application (deleted within the hour they were started in), newsletter subscriptions, notification mail about you, payment notices from Razorpay that name you, and the receipts of your payments.",
    ...data,
    paymentEvents: data.paymentEvents.map((event) => ({ ...event, payload: payloadOf.get(event.eventId) ?? null })),
  };
}

export interface ErasureCounts {
  contacts: number;
  quotes: number;
  quoteStatusChanges: number;
  careerApplications: number;
  resumes: number;
  resumeUploads: number;
  newsletterSubscriptions: number;
  outboxMails: number;
  /** Kept as accounting records, without the link to the erased quote. */
  paymentsUnlinked: number;
  /** Kept, with a description or reference that named the address replaced. */
  paymentsScrubbed: number;
  /** Kept as the record of Razorpay's notice, without the payer's details. */
  paymentEventsRedacted: number;
  /** Kept with their number, amount and date; the payer's name, e-mail and phone removed. */
  receiptsErased: number;
}

/**
 * Erases everything stored for the address in one transaction (the right to
 * deletion): contacts, quotes (with their status history), applications and
 * their resumes, unfinished resume uploads, subscriptions, and notification mail that carries the
 * address, unsent mail too. Payments stay: they are accounting records; they
 * lose the link to the quote (FK SET NULL) and any mention of the address.
 */
export async function erasePersonalData(email: string, audit?: AuditEntry): Promise<ErasureCounts> {
  const pattern = addressPattern(email);
  return db.$transaction(async (tx) => {
    // The audit row names no address: who erased, when, from where.
    if (audit) await recordAudit(tx, audit);
    const ids = await matchingIds(tx, email);

    // Before the quotes go: a receipt is found through its quote too. The link then opens nothing.
    const receiptsErased = await tx.receipt.updateMany({
      where: { id: { in: ids.receipts } },
      data: { payerName: null, payerEmail: null, payerContact: null, erasedAt: new Date() },
    });
    const quoteStatusChanges = await tx.quoteStatusChange.count({ where: { quoteId: { in: ids.quotes } } });
    const paymentsUnlinked = await tx.payment.count({ where: { quoteId: { in: ids.quotes } } });
    // Where the person's visits came from goes with them: their quotes' and receipts' payments keep none.
    await tx.$executeRaw`
      UPDATE payments SET source = NULL
      WHERE source IS NOT NULL
        AND (quote_id = ANY(${ids.quotes}::uuid[]) OR id IN (SELECT payment_id FROM receipts WHERE id = ANY(${ids.receipts}::uuid[])))`;
    const quotes = await tx.quote.deleteMany({ where: { id: { in: ids.quotes } } });

    const applications = await tx.careerApplication.findMany({ where: { id: { in: ids.careerApplications } }, select: { resumeId: true } });
    const resumeIds = applications.flatMap((application) => (application.resumeId ? [application.resumeId] : []));
    const careerApplications = await tx.careerApplication.deleteMany({ where: { id: { in: ids.careerApplications } } });
    const resumes = await tx.resume.deleteMany({ where: { id: { in: resumeIds } } });
    // Unfinished uploads too (their chunks go with them): they hold a resume the person sent.
    const resumeUploads = await tx.resumeUpload.deleteMany({ where: { id: { in: ids.resumeUploads } } });

    const contacts = await tx.contact.deleteMany({ where: { id: { in: ids.contacts } } });
    const newsletterSubscriptions = await tx.newsletterSubscription.deleteMany({ where: { id: { in: ids.newsletterSubscriptions } } });
    const outboxMails = await tx.outboxMail.deleteMany({ where: { id: { in: ids.outboxMails } } });

    // No code writes an address into a payment today; this keeps it that way for erased people.
    const paymentsScrubbed = await tx.$executeRaw`
      UPDATE payments SET
        description = CASE WHEN description ~* ${pattern} THEN 'Payment (details erased)' ELSE description END,
        reference = CASE WHEN reference ~* ${pattern} THEN 'erased' ELSE reference END,
        updated_at = now()
      WHERE description ~* ${pattern} OR reference ~* ${pattern}`;

    const events = await tx.paymentEvent.findMany({
      where: { eventId: { in: ids.paymentEvents } },
      select: { eventId: true, payload: true },
    });
    for (const event of events) {
      await tx.paymentEvent.update({
        where: { eventId: event.eventId },
        data: { payload: redactWebhookPayload(event.payload, email) as Prisma.InputJsonValue },
        select: { eventId: true },
      });
    }

    return {
      contacts: contacts.count,
      quotes: quotes.count,
      quoteStatusChanges,
      careerApplications: careerApplications.count,
      resumes: resumes.count,
      resumeUploads: resumeUploads.count,
      newsletterSubscriptions: newsletterSubscriptions.count,
      outboxMails: outboxMails.count,
      paymentsUnlinked,
      paymentsScrubbed,
      paymentEventsRedacted: events.length,
      receiptsErased: receiptsErased.count,
    };
  });
}

/**
 * POST /api/admin/privacy/erase's logic: the address and its confirmation
 * must agree before anything is erased.
 */
export async function eraseConfirmed(input: unknown, audit?: AuditEntry): Promise<ParsedRequest<{ email: string; counts: ErasureCounts }>> {
  const parsed = parseRequest(eraseRequestSchema, input);
  if (!parsed.ok) return parsed;
  return { ok: true, data: { email: parsed.data.email, counts: await erasePersonalData(parsed.data.email, audit) } };
}
