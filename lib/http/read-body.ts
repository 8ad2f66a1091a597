import "server-only";
import { checkFormShape, type FormLimits } from "./form-limits";

// The body steps endpoint() (lib/api/endpoint.ts) runs, on a request's parts
// rather than the request: its body stream and the headers that describe it.

export type BodyResult = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: "too-large" | "unreadable" };

/**
 * Reads a body up to `maxBytes`, and not a byte more: a declared
 * Content-Length over the cap is refused before reading, and a body that grows
 * past it (chunked, or lying about its length) is cut off.
 */
// O(n) for n ≤ maxBytes bytes read: each chunk is copied once, and reading stops past the cap.
export async function readBodyCapped(
  body: ReadableStream<Uint8Array> | null,
  declaredLength: string | null,
  maxBytes: number,
): Promise<BodyResult> {
  const declared = Number(declaredLength);
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, reason: "too-large" };
  if (!body) return { ok: true, bytes: new Uint8Array() };

  const reader = body.getReader();
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

export type FormRefusal = "not-form-data" | "too-many-parts" | "too-many-files" | "field-too-large";

/**
 * A multipart or urlencoded body already read within its cap, counted against
 * `limits` (lib/http/form-limits.ts), and only then parsed as the Content-Type
 * says: a body over a limit is refused before the parser sees a byte.
 */
// O(n) for n bytes: the count is one pass, and the platform's parser then meets at most
// limits.maxParts parts, searching for each boundary (b ≤ 70 bytes) from where the last one ended.
export async function parseFormBody(
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string,
  limits: FormLimits,
): Promise<{ ok: true; form: FormData } | { ok: false; reason: FormRefusal }> {
  const shape = checkFormShape(bytes, contentType, limits);
  if (!shape.ok) return shape;
  try {
    return { ok: true, form: await new Response(bytes, { headers: { "content-type": contentType } }).formData() };
  } catch {
    return { ok: false, reason: "not-form-data" };
  }
}

/** The media type of a Content-Type header, lower-cased, without parameters. */
export function mediaTypeOf(contentType: string | null): string {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase();
}

/**
 * A JSON body: UTF-8 strictly (bytes that are not UTF-8 are refused, never
 * replaced), then JSON. What the value must look like is the schema's business.
 */
// O(n) for n bytes: one UTF-8 decode and one JSON.parse, both single passes.
export function parseJsonBytes(bytes: Uint8Array): { ok: true; input: unknown } | { ok: false } {
  try {
    return { ok: true, input: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) };
  } catch {
    return { ok: false };
  }
}
