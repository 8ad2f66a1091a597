import { z } from "zod";
import { emailField } from "@/lib/validation/fields";
import { parseRequest, type ParsedRequest } from "@/lib/validation/parse-request";

// The pure rules of the privacy tools: which address a request is about, the
// erase confirmation, how an address is recognised inside stored text, and
// what is left of a payment webhook once its personal data is erased. No
// database here, so the admin panel and the unit tests can use it.

export const privacyEmailSchema = z.object({ email: emailField });

/** Erasure needs the address typed twice: a slip of the finger must not erase someone else. */
export const eraseRequestSchema = z
  .object({
    email: emailField,
    confirmEmail: z.string({ error: "Type the address again to confirm." }).trim().toLowerCase(),
  })
  .refine((request) => request.confirmEmail === request.email, {
    path: ["confirmEmail"],
    error: "The confirmation does not match the address.",
  });

/** The address of a `?email=` query. */
export function parseEmailQuery(url: string | URL): ParsedRequest<{ email: string }> {
  return parseRequest(privacyEmailSchema, { email: new URL(url).searchParams.get("email") ?? "" });
}

/**
 * A case-insensitive PostgreSQL regular expression (for `~*`) that finds the
 * address as a whole token in free text: "asha@example.in" inside
 * "Email: asha@example.in." but not inside "masha@example.in" or
 * "asha@example.in.evil.test". Lower-cased addresses only (emailField's output).
 */
export function addressPattern(email: string): string {
  const escaped = email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return `(^|[^a-z0-9._%+'-])${escaped}($|[^a-z0-9.-]|\\.($|[^a-z0-9-]))`;
}

/** The same test in JavaScript, for values already read. */
export function mentionsAddress(text: string, email: string): boolean {
  return new RegExp(addressPattern(email), "i").test(text);
}

/**
 * The fields of Razorpay's payment and order entities that are accounting,
 * not the payer: a redacted webhook still says which order was paid, how much
 * and how. Everything else (email, contact, vpa, card, notes, …) goes.
 */
const accountingFields = new Set([
  "id",
  "entity",
  "order_id",
  "invoice_id",
  "amount",
  "amount_paid",
  "amount_due",
  "amount_refunded",
  "currency",
  "status",
  "method",
  "captured",
  "refund_status",
  "attempts",
  "error_code",
  "error_reason",
  "created_at",
]);

const topLevelFields = new Set(["entity", "account_id", "event", "contains", "created_at"]);

export const erasedMarker = "personal data erased on request";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function pick(source: Record<string, unknown>, keep: ReadonlySet<string>): Record<string, Json> {
  const kept: Record<string, Json> = {};
  for (const [key, value] of Object.entries(source)) {
    if (keep.has(key) && (value === null || ["string", "number", "boolean"].includes(typeof value))) kept[key] = value as Json;
  }
  return kept;
}

/**
 * A Razorpay webhook body without the payer: the event's accounting fields
 * are kept, the rest is dropped, and the result says it was redacted. If the
 * address still shows up (Razorpay put it somewhere unexpected), only the
 * event's name is kept.
 */
export function redactWebhookPayload(payload: unknown, email: string): Json {
  if (!isRecord(payload)) return { redacted: erasedMarker };
  const redacted: Record<string, Json> = { ...pick(payload, topLevelFields), redacted: erasedMarker };
  if (isRecord(payload.payload)) {
    const entities: Record<string, Json> = {};
    for (const [name, wrapper] of Object.entries(payload.payload)) {
      if (isRecord(wrapper) && isRecord(wrapper.entity)) entities[name] = { entity: pick(wrapper.entity, accountingFields) };
    }
    redacted.payload = entities;
  }
  if (mentionsAddress(JSON.stringify(redacted), email)) {
    return { event: typeof payload.event === "string" ? payload.event : null, redacted: erasedMarker };
  }
  return redacted;
}
