import "server-only";
import { getEnv } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { mailAudience, type MailTemplate, type OutgoingMail } from "./registry";

// Anyone can type anyone's address into a form, so mail to a visitor's address
// is limited per address: at most ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY in any
// 24 hours, counted in the outbox itself (so every server instance sees the
// same count). Past the limit the submission is still stored and the agency
// still notified; only the visitor's copy is left out.

const visitorTemplates = (Object.keys(mailAudience) as MailTemplate[]).filter((template) => mailAudience[template] === "visitor");

/** The mails to queue: every mail to the agency, and each visitor's mail still within its address's daily allowance. */
export async function withinAcknowledgementLimit(tx: Prisma.TransactionClient, mails: readonly OutgoingMail[]): Promise<OutgoingMail[]> {
  const limit = getEnv().ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY;
  const kept: OutgoingMail[] = [];
  for (const mail of mails) {
    if (mailAudience[mail.template] === "visitor" && !(await takeAllowance(tx, mail.to.toLowerCase(), limit))) continue;
    kept.push(mail);
  }
  return kept;
}

/** `address` lower-cased, as the forms store every visitor address (emailField), so the outbox's index on "to" serves the count. */
async function takeAllowance(tx: Prisma.TransactionClient, address: string, limit: number): Promise<boolean> {
  // Held until the transaction ends: two submissions for one address cannot both take its last place.
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`acknowledgement:${address}`}, 0))`;
  const [row] = await tx.$queryRaw<{ sent: number }[]>`
    SELECT count(*)::int AS sent FROM outbox_mails
    WHERE "to" = ${address} AND template = ANY(${visitorTemplates}::text[]) AND created_at > now() - interval '1 day'`;
  return (row?.sent ?? 0) < limit;
}
