import "server-only";
import type { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { mediaType, readJsonBody, type JsonBody } from "@/lib/http/read-body";
import { unsupported } from "@/lib/http/responses";
import type { OutgoingMail } from "@/lib/mail/registry";
import { leadSourceOf } from "@/lib/analytics/lead-source";
import type { VisitSource } from "@/lib/analytics/visit-source";
import { admit, caughtByHoneypot, commit, decoyAnswer, validate, type Saved, type SubmissionKind } from "./pipeline";
import { submissionFingerprint } from "./submission-fingerprint";
import { Answer } from "@/lib/http/answer";

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

/** POST handler body for a form sent as JSON (contact, quote, newsletter). */
export async function handleJsonSubmission<S extends z.ZodType>(request: Request, form: JsonForm<S>): Promise<Answer> {
  if (mediaType(request) !== "application/json") return unsupported("Send the form as application/json.");
  const admission = await admit(request, form.kind);
  if (admission instanceof Answer) return admission;

  const read = await readJsonInput(request);
  if (!read.ok) return read.response;
  const input = read.input;

  if (caughtByHoneypot(input)) return form.acceptedAnswer?.() ?? decoyAnswer();
  const parsed = validate(form.schema, input);
  if (!parsed.ok) return parsed.response;

  const data = parsed.data;
  const id = (await form.existingRecordId?.(data)) ?? crypto.randomUUID();
  const answer = await commit(
    {
      kind: form.kind,
      key: admission.key,
      fingerprint: submissionFingerprint(data),
      mails: await form.mails(data, id),
      save: (tx) => form.save(tx, data, id, leadSourceOf(request)),
      answerRepeat: form.answerRepeat,
    },
    id,
  );
  return form.acceptedAnswer && answer.status < 300 ? form.acceptedAnswer() : answer;
}

/** A JSON form's body: at most `maxJsonBodyBytes`, read as every handler reads JSON. */
export function readJsonInput(request: Request): Promise<JsonBody> {
  return readJsonBody(request, maxJsonBodyBytes);
}
