import "server-only";
import { z } from "zod";
import { requestOrigin, type RequestOrigin } from "@/lib/audit/network";
import { mediaType, readJsonBody } from "@/lib/http/read-body";
import { unsupported } from "@/lib/http/responses";
import { parseRequest } from "@/lib/validation/parse-request";
import { validationFailed } from "@/lib/http/responses";
import type { Answer } from "@/lib/http/answer";

// What the admin's security handlers share: a small JSON body checked with a
// schema (JSON only, so a cross-site form cannot send it with the cookie), and
// where the request came from, for the audit log.

export async function readSecurityBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  maxBytes = 2048,
): Promise<{ ok: true; data: z.output<S> } | { ok: false; answer: Answer }> {
  if (mediaType(request) !== "application/json") return { ok: false, answer: unsupported("Send the request as application/json.") };
  const body = await readJsonBody(request, maxBytes);
  if (!body.ok) return { ok: false, answer: body.response };
  const parsed = parseRequest(schema, body.input);
  if (!parsed.ok) return { ok: false, answer: validationFailed(parsed.fieldErrors, parsed.formErrors) };
  return { ok: true, data: parsed.data };
}

export function originOf(request: Request): RequestOrigin {
  return requestOrigin(request.headers);
}

export const codeSchema = z.object({ code: z.string({ error: "Type the 6-digit code." }).trim().min(6, "Type the 6-digit code.").max(16) });

export const passkeyRegistrationSchema = z.object({
  challengeId: z.uuid({ error: "Start again." }),
  response: z.object({ id: z.string().max(1024) }).loose(),
  name: z.string().trim().min(1, "Give the passkey a name.").max(60, "At most 60 characters."),
});

export const endSessionsSchema = z.union([
  z.object({ sessionId: z.uuid({ error: "Not a session." }) }),
  z.object({ all: z.literal(true) }),
]);
