import "server-only";
import type { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { JsonBody } from "@/lib/api/endpoint";
import type { Answer } from "@/lib/http/answer";
import type { OutgoingMail } from "@/lib/mail/registry";
import type { VisitSource } from "@/lib/analytics/visit-source";
import { caughtByHoneypot, commit, decoyAnswer, type Saved, type SubmissionKind } from "./pipeline";
import { submissionFingerprint } from "./submission-fingerprint";

/** The JSON forms' bodies are small; anything bigger is not a form. */
export const maxJsonBodyBytes = 64 * 1024;

export interface JsonForm<S extends z.ZodType> {
  kind: SubmissionKind;
  schema: S;
  mails(data: z.output<S>, id: string): Promise<OutgoingMail[]>;
  /** Writes the submission; `source` is where the visit came from, when the visitor allowed it. */
  save(tx: Prisma.TransactionClient, data: z.output<S>, id: string, source: VisitSource | null): Promise<Saved>;
  answerRepeat(tx: Prisma.TransactionClient, recordId: string): Promise<Saved["body"]>;
  /**
   * The record a submission like this one would act on again, so its mails
   * name that record (a pending newsletter sign-up's welcome keeps its link).
   * Read before the transaction, so mails are rendered outside it; `save` sees
   * whether it still stands.
   */
  existingRecordId?(data: z.output<S>): Promise<string | null>;
  /**
   * The one answer to every submission taken, new, repeated or caught by the
   * honeypot, for a form whose answer must not tell what it found (the
   * newsletter: whether an address is subscribed).
   */
  acceptedAnswer?(): Answer;
}

/** The body a JSON form declares to endpoint(): small, caught by the honeypot before its schema runs. */
export function jsonFormBody<S extends z.ZodType>(form: JsonForm<S>): JsonBody<S> {
  return {
    maxBytes: maxJsonBodyBytes,
    schema: form.schema,
    // A bot is answered as if stored, before its fields are judged, so it learns nothing.
    screen: (input) => (caughtByHoneypot(input) ? (form.acceptedAnswer?.() ?? decoyAnswer()) : null),
  };
}

/** What a form sent as JSON (contact, quote, newsletter) does with its valid submission. */
export async function submitJsonForm<S extends z.ZodType>(
  form: JsonForm<S>,
  data: z.output<S>,
  key: string | null,
  source: VisitSource | null,
): Promise<Answer> {
  const id = (await form.existingRecordId?.(data)) ?? crypto.randomUUID();
  const answer = await commit(
    {
      kind: form.kind,
      key,
      fingerprint: submissionFingerprint(data),
      mails: await form.mails(data, id),
      save: (tx) => form.save(tx, data, id, source),
      answerRepeat: form.answerRepeat,
    },
    id,
  );
  return form.acceptedAnswer && answer.status < 300 ? form.acceptedAnswer() : answer;
}
