import "server-only";
import { tooLarge, validationFailed } from "./responses";
import { Answer } from "@/lib/http/answer";
import { checkFormShape, type FormLimits } from "./form-limits";

export type BodyResult = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: "too-large" | "unreadable" };

/**
 * Reads a request body up to `maxBytes`, and not a byte more: a declared
 * Content-Length over the cap is refused before reading, and a body that grows
 * past it (chunked, or lying about its length) is cut off.
 */
// O(n) for n ≤ maxBytes bytes read: each chunk is copied once, and reading stops past the cap.
export async function readBodyCapped(request: Request, maxBytes: number): Promise<BodyResult> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, reason: "too-large" };
  if (!request.body) return { ok: true, bytes: new Uint8Array() };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: "too-large" };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: "unreadable" };
  }

  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

export type FormBody =
  | { ok: true; form: FormData }
  | { ok: false; reason: "too-large" | "unreadable" | "not-form-data" | "too-many-parts" | "too-many-files" | "field-too-large" };

/**
 * A multipart or urlencoded body read up to `maxBytes`, counted against
 * `limits` (lib/http/form-limits.ts), and only then parsed as the Content-Type
 * says: a body over a limit is refused before the parser sees a byte.
 */
// O(n) for n ≤ maxBytes bytes: the count is one pass, and the platform's parser then meets at most
// limits.maxParts parts, searching for each boundary (b ≤ 70 bytes) from where the last one ended.
export async function readFormBody(request: Request, maxBytes: number, limits: FormLimits): Promise<FormBody> {
  const body = await readBodyCapped(request, maxBytes);
  if (!body.ok) return body;
  const contentType = request.headers.get("content-type") ?? "";
  const shape = checkFormShape(body.bytes, contentType, limits);
  if (!shape.ok) return shape;
  try {
    return { ok: true, form: await new Response(body.bytes, { headers: { "content-type": contentType } }).formData() };
  } catch {
    return { ok: false, reason: "not-form-data" };
  }
}

/** The media type of a Content-Type header, lower-cased, without parameters. */
export function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

export type JsonBody = { ok: true; input: unknown } | { ok: false; response: Answer };

/**
 * The one way a handler reads a JSON body: at most `maxBytes` (else 413),
 * UTF-8 strictly (bytes that are not UTF-8 are refused, never replaced), and
 * JSON (else 400). What the value must look like is the schema's business.
 */
// O(n) for n ≤ maxBytes bytes: one UTF-8 decode and one JSON.parse, both single passes.
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  const body = await readBodyCapped(request, maxBytes);
  if (!body.ok) {
    return {
      ok: false,
      response: body.reason === "too-large" ? tooLarge() : validationFailed({}, ["The request body could not be read."]),
    };
  }
  try {
    return { ok: true, input: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body.bytes)) };
  } catch {
    return { ok: false, response: validationFailed({}, ["The request body must be valid JSON."]) };
  }
}
