import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Answer } from "@/lib/http/answer";
import { created, keyReused, ok } from "@/lib/http/responses";
import { mailAudience, type OutgoingMail } from "@/lib/mail/registry";
import { withinAcknowledgementLimit } from "@/lib/mail/acknowledgement-limit";
import { flushOutboxAfterResponse } from "@/lib/mail/flush-after-response";
import { enqueueMails } from "@/lib/mail/outbox";
import { honeypotField } from "@/lib/validation/form-constants";

// What every public form does past endpoint()'s steps (lib/api/endpoint.ts:
// media type, idempotency key, rate limit, body, honeypot, schema): one
// transaction that stores the submission, its key and its notification mail
// together. Each step answers per the HTTP contract in docs/http-and-forms.md;
// a database that cannot be reached throws, and endpoint() answers 503.

export type SubmissionKind = "contact" | "quote" | "career" | "newsletter" | "payment";

export type EarlierUse = { kind: "none" } | { kind: "same"; recordId: string } | { kind: "other" };

/**
 * What `key` was first used for with `kind`: nothing, this same submission
 * (`fingerprint`, its first record's id), or another one. For a retry that can
 * no longer be stored as sent (its upload was taken by the first try): it gets
 * the answer `commit` gives a repeat, 200 with the first id, or 422.
 */
export async function earlierUseOf(kind: SubmissionKind, key: string | null, fingerprint: string): Promise<EarlierUse> {
  if (key === null) return { kind: "none" };
  const first = await db.submissionKey.findUnique({ where: { kind_key: { kind, key } }, select: { recordId: true, requestHash: true } });
  if (!first) return { kind: "none" };
  return first.requestHash === fingerprint ? { kind: "same", recordId: first.recordId } : { kind: "other" };
}

/**
 * Thrown from `save` when the submission turns out to be unacceptable inside
 * the transaction (e.g. its upload was taken meanwhile): the transaction rolls
 * back and `commit` answers with `response` instead of a 503.
 */
export class Refusal extends Error {
  constructor(readonly response: Answer) {
    super("submission refused");
  }
}

/**
 * True when the hidden field bots fill in is set. The caller answers as if it
 * had stored the submission, so the bot learns nothing.
 */
export function caughtByHoneypot(input: unknown): boolean {
  if (typeof input !== "object" || input === null) return false;
  const value = (input as Record<string, unknown>)[honeypotField];
  return typeof value === "string" && value.trim() !== "";
}

export function decoyAnswer(): Answer {
  return created({ id: randomUUID() });
}

export interface Saved {
  /** False when nothing new was stored (an address already subscribed): no mail then. */
  created: boolean;
  /**
   * Nothing new was stored, but the visitor's own mail goes again, within its
   * address's daily allowance (a pending newsletter sign-up asked for again:
   * the same confirm link); the agency hears nothing new.
   */
  remindVisitor?: boolean;
  body: { id: string } & Record<string, unknown>;
}

export interface Commit {
  kind: SubmissionKind;
  key: string | null;
  /** submissionFingerprint of the validated submission: the key is bound to it. */
  fingerprint: string;
  /** Rendered before the transaction, so the transaction stays short. */
  mails: readonly OutgoingMail[];
  /** Writes the submission with the given id. */
  save(tx: Prisma.TransactionClient, id: string): Promise<Saved>;
  /** The answer for a repeat of the key: the first submission's body. */
  answerRepeat(tx: Prisma.TransactionClient, recordId: string): Promise<Saved["body"]>;
}

/**
 * Stores the submission, its key and its mail in one transaction, then answers
 * 201 (200 for a repeated key or nothing new). A key already used for another
 * submission (another body, or a key stored before keys were bound to one)
 * answers 422 and stores nothing: the first submitter's answer is theirs.
 * After the answer is sent, the outbox is flushed; a failure there leaves the
 * mail for the cron sweep.
 */
export async function commit({ kind, key, fingerprint, mails, save, answerRepeat }: Commit, id: string = randomUUID()): Promise<Answer> {
  let outcome: { repeat: true; body: Saved["body"] } | { reused: true } | ({ repeat: false; mailed: boolean } & Saved);
  try {
    outcome = await db.$transaction(async (tx) => {
      if (key !== null) {
        const claimed = await tx.$executeRaw`
          INSERT INTO submission_keys (kind, key, record_id, request_hash) VALUES (${kind}, ${key}, ${id}::uuid, ${fingerprint})
          ON CONFLICT DO NOTHING`;
        if (claimed === 0) {
          const first = await tx.submissionKey.findUniqueOrThrow({
            where: { kind_key: { kind, key } },
            select: { recordId: true, requestHash: true },
          });
          if (first.requestHash !== fingerprint) return { reused: true as const };
          return { repeat: true as const, body: await answerRepeat(tx, first.recordId) };
        }
      }
      const saved = await save(tx, id);
      // Nothing new stored (a known subscriber): the key points at the existing record.
      if (key !== null && saved.body.id !== id) {
        await tx.submissionKey.update({ where: { kind_key: { kind, key } }, data: { recordId: saved.body.id } });
      }
      const queued = saved.created ? mails : saved.remindVisitor ? mails.filter((mail) => mailAudience[mail.template] === "visitor") : [];
      const sent = await withinAcknowledgementLimit(tx, queued);
      await enqueueMails(tx, sent);
      return { repeat: false as const, mailed: sent.length > 0, ...saved };
    });
  } catch (error) {
    if (error instanceof Refusal) return error.response;
    throw error;
  }

  if ("reused" in outcome) return keyReused();
  if (outcome.repeat) return ok(outcome.body);
  if (outcome.mailed) flushOutboxAfterResponse();
  return outcome.created ? created(outcome.body) : ok(outcome.body);
}
