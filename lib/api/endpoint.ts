import "server-only";
import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import { requestOrigin, type RequestOrigin } from "@/lib/audit/network";
import { getAdminSession, getSignedInAdmin, type SignedInAdmin } from "@/lib/auth/session";
import { Answer } from "@/lib/http/answer";
import { visitorKey } from "@/lib/http/client-ip";
import { ApiError } from "@/lib/http/errors";
import type { FormLimits } from "@/lib/http/form-limits";
import { invalidKeyMessage, parseIdempotencyKey } from "@/lib/http/idempotency-key";
import { mediaTypeOf, parseFormBody, parseJsonBytes, readBodyCapped, type FormRefusal } from "@/lib/http/read-body";
import { rateLimited, tooLarge, unauthorized, unavailable, unsupported, validationFailed, type SizeLimit } from "@/lib/http/responses";
import { isCronAuthorization } from "@/lib/security/cron-secret";
import { hitFormRateLimit, hitRateLimit } from "@/lib/security/rate-limit";
import { parseRequest } from "@/lib/validation/parse-request";

// Lives in lib/api, not lib/http: it needs lib/auth, lib/audit and lib/security,
// which themselves build their answers with lib/http.

/**
 * Who may call: "admin" a session that passed its second factor, "signed-in-admin"
 * any admin session (enrolment), "cron" Vercel Cron's `Authorization: Bearer $CRON_SECRET`.
 */
export type Auth = "admin" | "signed-in-admin" | "cron";

/**
 * A form's rate limit by name (RATE_LIMIT_MAX per visitor, lib/security/rate-limit.ts),
 * or a bucket of its own with `perWindow` requests per visitor.
 */
export type RateLimit = string | { bucket: string; perWindow: number };

export interface JsonBody<S extends z.ZodType | undefined> {
  maxBytes: number;
  /** The body's shape; without one, the handler gets the parsed JSON as `unknown`. */
  schema?: S;
  /** Runs on the parsed JSON before the schema (a form's honeypot, a declared size): an answer stops there. */
  screen?: (input: unknown) => Answer | null;
}

export interface FormBody {
  maxBytes: number;
  /** Counted before the platform's parser sees a byte (lib/http/form-limits.ts). */
  limits: FormLimits;
  /** A route's own answer to a refusal, where it has better words than the defaults. */
  refuse?: (reason: FormRefusal) => Answer | undefined;
}

export interface RawBody {
  maxBytes: number;
  /** The limit a 413 names (lib/http/responses.ts), for a client that shows it. */
  limit?: SizeLimit;
}

export interface EndpointOptions<
  K extends string,
  A extends Auth | undefined,
  S extends z.ZodType | undefined,
  F extends FormBody | undefined,
> {
  /** What a failure is logged under. */
  name: string;
  auth?: A;
  /** The route's dynamic segments (a catch-all's segments come joined by "/"). */
  params?: readonly K[];
  /** The Content-Type the body must have; a `json` body implies application/json. */
  media?: string;
  /** Read and check the Idempotency-Key header (else `key` is null). */
  idempotencyKey?: boolean;
  rateLimit?: RateLimit;
  json?: JsonBody<S>;
  form?: F;
  /** Read by the handler, when it is ready, with `bytes()` (a webhook checks its secret first). */
  raw?: RawBody;
}

/** What a handler is handed: typed values, never the request to read itself. */
export interface Call<K extends string, A extends Auth | undefined, S extends z.ZodType | undefined, F extends FormBody | undefined> {
  /** The body, valid for `json.schema` (unknown without a schema). */
  input: S extends z.ZodType ? z.output<S> : unknown;
  /** The multipart or urlencoded body, counted and parsed. */
  form: F extends FormBody ? FormData : undefined;
  params: Record<K, string>;
  admin: A extends "admin" | "signed-in-admin" ? SignedInAdmin : undefined;
  /** The Idempotency-Key, or null when the client sent none. */
  key: string | null;
  /** Who the visitor is for rate limits (lib/http/client-ip.ts), or null. */
  visitor: string | null;
  /** What the audit log keeps of where the request came from. */
  origin: RequestOrigin;
  url: URL;
  headers: Headers;
  /** The raw body within `raw.maxBytes`; throws the 413 or 400 that refuses it. */
  bytes: () => Promise<Uint8Array<ArrayBuffer>>;
  /** For a library's own handler only (next-auth, next-sanity), which reads the request itself. */
  request: Request;
}

type Handler<K extends string, A extends Auth | undefined, S extends z.ZodType | undefined, F extends FormBody | undefined> = (
  call: Call<K, A, S, F>,
) => Promise<Answer | Response>;

/** What Next calls: with the route's context, whose params are read where the route has any. */
type RouteHandler = (request: Request, context?: { params: Promise<Record<string, string | string[]> | undefined> }) => Promise<Response>;

const unreadable = () => new ApiError("validation", { fieldErrors: {}, formErrors: ["The request body could not be read."] });

const formMessages: Record<FormRefusal, (limits: FormLimits) => string> = {
  "not-form-data": () => "The form data could not be read.",
  "too-many-parts": (limits) => `A form has at most ${limits.maxParts} fields.`,
  "too-many-files": (limits) => `A form has at most ${limits.maxFiles} files.`,
  "field-too-large": (limits) => `A field may hold at most ${limits.maxFieldBytes / 1024} KiB.`,
};

/**
 * The one way a route is declared: every route.ts exports its methods through
 * it (app/api/routes.test.ts checks). The steps run in this order, each
 * answering per the contract (docs/http-and-forms.md) when the request stops
 * there: the admin session (or the cron secret), the media type, the
 * Idempotency-Key, the rate limit, the body read within its cap (a form
 * counted before it is parsed), the schema. The handler then gets typed
 * values and returns an answer (lib/http/responses.ts), or throws an
 * `ApiError` whose code has its status in lib/http/errors.ts. Anything else
 * thrown is logged under `name` and answered 503 `{ "error": "unavailable" }`,
 * never with a stack trace or a message; Next's own control flow
 * (`redirect()`, `notFound()`, a dynamic bail-out) passes through to Next.
 * Admin answers, refusals included, are never stored by a browser or proxy.
 */
export function endpoint<
  K extends string = never,
  A extends Auth | undefined = undefined,
  S extends z.ZodType | undefined = undefined,
  F extends FormBody | undefined = undefined,
>(options: EndpointOptions<K, A, S, F>, handler: Handler<K, A, S, F>): RouteHandler {
  return async (request, context) => {
    let answer: Answer | Response;
    try {
      answer = await run(options, handler, request, context);
    } catch (error) {
      if (error instanceof ApiError) {
        answer = error.toAnswer();
      } else {
        unstable_rethrow(error);
        console.error(`[${options.name}] ${request.method} failed`, error);
        answer = unavailable();
      }
    }
    if (!(answer instanceof Answer)) return answer;
    const isAdmin = options.auth === "admin" || options.auth === "signed-in-admin";
    return (isAdmin ? answer.withHeaders({ "Cache-Control": "no-store" }) : answer).toResponse();
  };
}

async function run<K extends string, A extends Auth | undefined, S extends z.ZodType | undefined, F extends FormBody | undefined>(
  options: EndpointOptions<K, A, S, F>,
  handler: Handler<K, A, S, F>,
  request: Request,
  context: { params: Promise<Record<string, string | string[]> | undefined> } | undefined,
): Promise<Answer | Response> {
  const { headers } = request;

  let admin: SignedInAdmin | null = null;
  if (options.auth === "admin" || options.auth === "signed-in-admin") {
    admin = await (options.auth === "admin" ? getAdminSession() : getSignedInAdmin());
    if (!admin) return unauthorized();
  }
  if (options.auth === "cron" && !isCronAuthorization(headers.get("authorization"))) return unauthorized();

  const media = options.media ?? (options.json ? "application/json" : undefined);
  if (media && mediaTypeOf(headers.get("content-type")) !== media) return unsupported(`Send the request as ${media}.`);

  let key: string | null = null;
  if (options.idempotencyKey) {
    const parsed = parseIdempotencyKey(headers.get("idempotency-key"));
    if (!parsed.ok) return validationFailed({}, [invalidKeyMessage]);
    key = parsed.key;
  }

  const visitor = () => visitorKey(headers);
  if (options.rateLimit !== undefined) {
    const limit = options.rateLimit;
    const result =
      typeof limit === "string"
        ? await hitFormRateLimit(limit, visitor())
        : await hitRateLimit(`${limit.bucket}:${visitor() ?? "unknown-visitors"}`, limit.perWindow);
    if (!result.allowed) return rateLimited(result.retryAfterSeconds);
  }

  let input: unknown = undefined;
  let form: FormData | undefined = undefined;
  if (options.json) {
    const body = await readBodyCapped(request.body, headers.get("content-length"), options.json.maxBytes);
    if (!body.ok) return body.reason === "too-large" ? tooLarge() : unreadable().toAnswer();
    const json = parseJsonBytes(body.bytes);
    if (!json.ok) return validationFailed({}, ["The request body must be valid JSON."]);
    const screened = options.json.screen?.(json.input);
    if (screened) return screened;
    input = json.input;
    if (options.json.schema) {
      const parsed = parseRequest(options.json.schema, json.input);
      if (!parsed.ok) return validationFailed(parsed.fieldErrors, parsed.formErrors);
      input = parsed.data;
    }
  } else if (options.form) {
    const spec = options.form;
    const body = await readBodyCapped(request.body, headers.get("content-length"), spec.maxBytes);
    if (!body.ok) return body.reason === "too-large" ? tooLarge({ limit: "request", maxBytes: spec.maxBytes }) : unreadable().toAnswer();
    const parsed = await parseFormBody(body.bytes, headers.get("content-type") ?? "", spec.limits);
    if (!parsed.ok) return spec.refuse?.(parsed.reason) ?? validationFailed({}, [formMessages[parsed.reason](spec.limits)]);
    form = parsed.form;
  }

  const raw = options.raw;
  const bytes = async (): Promise<Uint8Array<ArrayBuffer>> => {
    if (!raw) throw new Error(`[${options.name}] declares no raw body`);
    const body = await readBodyCapped(request.body, headers.get("content-length"), raw.maxBytes);
    if (body.ok) return body.bytes;
    if (body.reason === "unreadable") throw unreadable();
    throw new ApiError("too_large", raw.limit ? { limit: raw.limit, maxBytes: raw.maxBytes } : {});
  };

  const given = (await context?.params) ?? {};
  const params = Object.fromEntries(
    (options.params ?? []).map((name) => {
      const value = given[name];
      return [name, Array.isArray(value) ? value.join("/") : (value ?? "")];
    }),
  ) as Record<K, string>;

  return handler({
    input: input as Call<K, A, S, F>["input"],
    form: form as Call<K, A, S, F>["form"],
    params,
    admin: (admin ?? undefined) as Call<K, A, S, F>["admin"],
    key,
    get visitor() {
      return visitor();
    },
    get origin() {
      return requestOrigin(headers);
    },
    url: new URL(request.url),
    headers,
    bytes,
    request,
  });
}
