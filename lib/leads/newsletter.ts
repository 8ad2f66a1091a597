import "server-only";
import { newsletterMails } from "@/lib/mail/lead-mails";
import { newsletterSchema } from "@/lib/validation/newsletter";
import type { JsonForm } from "./json-submission";

/**
 * Addresses arrive lower-cased (the schema), so the unique index makes them
 * unique regardless of case. A new sign-up is pending until the welcome mail's
 * link confirms it. Signing up again while pending, or after leaving, starts a
 * new pending sign-up with a new welcome mail (the older link stops working);
 * a confirmed subscriber signing up again is a success that stores nothing
 * and mails no one.
 */
export const newsletterForm: JsonForm<typeof newsletterSchema> = {
  kind: "newsletter",
  schema: newsletterSchema,
  mails: newsletterMails,
  async save(tx, { email }, id) {
    await tx.$executeRaw`
      DELETE FROM newsletter_subscriptions WHERE email = ${email} AND (confirmed_at IS NULL OR unsubscribed_at IS NOT NULL)`;
    const inserted = await tx.$executeRaw`
      INSERT INTO newsletter_subscriptions (id, email) VALUES (${id}::uuid, ${email})
      ON CONFLICT (email) DO NOTHING`;
    if (inserted === 1) return { created: true, body: { id } };
    const existing = await tx.newsletterSubscription.findUniqueOrThrow({ where: { email }, select: { id: true } });
    return { created: false, body: { id: existing.id } };
  },
  answerRepeat: async (_tx, recordId) => ({ id: recordId }),
};
