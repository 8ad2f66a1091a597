import "server-only";
import { accepted } from "@/lib/http/responses";
import { db } from "@/lib/db";
import { newsletterMails } from "./mails";
import { newsletterSchema } from "@/lib/validation/newsletter";
import type { JsonForm } from "./json-submission";

/**
 * Addresses arrive lower-cased (the schema), so the unique index makes them
 * unique regardless of case. A new sign-up is pending until the welcome mail's
 * link confirms it. Anyone can type anyone's address, so the answer is the
 * same whether the address was new, pending or confirmed (it tells nobody who
 * subscribed), and a repeat never spoils what the owner already has: signing
 * up a pending address again mails the same link again (within the address's
 * daily allowance of visitor mail) and the older mails' links keep working; a
 * confirmed subscriber signing up again changes nothing and mails no one.
 * Someone who left starts over: a new pending sign-up with a new welcome.
 */
export const newsletterForm: JsonForm<typeof newsletterSchema> = {
  kind: "newsletter",
  schema: newsletterSchema,
  mails: newsletterMails,
  async existingRecordId({ email }) {
    const pending = await db.newsletterSubscription.findFirst({
      where: { email, confirmedAt: null, unsubscribedAt: null },
      select: { id: true },
    });
    return pending?.id ?? null;
  },
  async save(tx, { email }, id, source) {
    await tx.$executeRaw`DELETE FROM newsletter_subscriptions WHERE email = ${email} AND unsubscribed_at IS NOT NULL`;
    const inserted = await tx.$executeRaw`
      INSERT INTO newsletter_subscriptions (id, email, source) VALUES (${id}::uuid, ${email}, ${source ? JSON.stringify(source) : null}::jsonb)
      ON CONFLICT (email) DO NOTHING`;
    if (inserted === 1) return { created: true, body: { id } };
    const existing = await tx.newsletterSubscription.findUniqueOrThrow({ where: { email }, select: { id: true, confirmedAt: true } });
    // The mails were written for `id`: they go again only when it is still this pending sign-up's.
    return { created: false, remindVisitor: existing.confirmedAt === null && existing.id === id, body: { id: existing.id } };
  },
  answerRepeat: async (_tx, recordId) => ({ id: recordId }),
  acceptedAnswer: () => accepted({ status: "accepted" }),
};
