/**
 * What a form body may hold, counted before any parser builds anything: the
 * platform's multipart parser (`Response.formData()`) spends about 40 µs a part
 * on the main thread whatever the part holds, so a 4 MiB body of 59,000 tiny
 * parts would hold the server for seconds. Counting first bounds that work by
 * the limits below, not by the body's size.
 */
export interface FormLimits {
  /** Parts (multipart) or name=value pairs (urlencoded), files included. */
  maxParts: number;
  /** Parts that carry a file name. */
  maxFiles: number;
  /** Bytes of one part that is not a file (its headers excluded). */
  maxFieldBytes: number;
}

export type FormShape = { ok: true } | { ok: false; reason: "too-many-parts" | "too-many-files" | "field-too-large" | "not-form-data" };

/** The longest header block a part may have before its value: a browser's is under 300 bytes. */
const maxPartHeaderBytes = 1024;
const crlfCrlf = Buffer.from("\r\n\r\n");
const fileNameParameter = /;\s*filename\*?\s*=/i;

/**
 * Whether `bytes`, sent with `contentType`, stays within `limits`. Linear in the
 * body and stops at the limits: Buffer.indexOf (native, no allocation) finds at
 * most maxParts + 2 delimiters, and each part's headers are searched within
 * their own first KiB.
 */
// O(n) for n bytes: each delimiter search starts where the last one ended, and stops after maxParts + 2.
export function checkFormShape(bytes: Uint8Array, contentType: string, limits: FormLimits): FormShape {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") return checkUrlencoded(buffer, limits);
  if (type !== "multipart/form-data") return { ok: false, reason: "not-form-data" };
  const boundary = boundaryOf(contentType);
  if (!boundary) return { ok: false, reason: "not-form-data" };

  const delimiter = Buffer.from(`--${boundary}`, "latin1");
  // Where each delimiter starts; a body's last one closes it (`--boundary--`).
  const starts: number[] = [];
  for (let at = buffer.indexOf(delimiter); at !== -1; at = buffer.indexOf(delimiter, at + delimiter.length)) {
    starts.push(at);
    if (starts.length > limits.maxParts + 1) return { ok: false, reason: "too-many-parts" };
  }

  let files = 0;
  for (let index = 0; index + 1 < starts.length; index += 1) {
    const partStart = starts[index]! + delimiter.length;
    const partEnd = starts[index + 1]!;
    const headerEnd = buffer.subarray(partStart, Math.min(partEnd, partStart + maxPartHeaderBytes)).indexOf(crlfCrlf);
    // A part without its headers' end is malformed: the parser refuses it, cheaply, as the part count is bounded.
    if (headerEnd === -1) continue;
    const headers = buffer.toString("latin1", partStart, partStart + headerEnd);
    if (fileNameParameter.test(headers)) {
      files += 1;
      if (files > limits.maxFiles) return { ok: false, reason: "too-many-files" };
    } else if (partEnd - (partStart + headerEnd + crlfCrlf.length) > limits.maxFieldBytes + 2) {
      // + 2: the CRLF before the next delimiter belongs to the framing, not the value.
      return { ok: false, reason: "field-too-large" };
    }
  }
  return { ok: true };
}

function checkUrlencoded(buffer: Buffer, limits: FormLimits): FormShape {
  let start = 0;
  for (let pairs = 1; ; pairs += 1) {
    const end = buffer.indexOf(0x26 /* & */, start);
    if ((end === -1 ? buffer.length : end) - start > limits.maxFieldBytes * 3) return { ok: false, reason: "field-too-large" };
    if (end === -1) return { ok: true };
    if (pairs >= limits.maxParts) return { ok: false, reason: "too-many-parts" };
    start = end + 1;
  }
}

/** The boundary parameter of a multipart Content-Type (RFC 2046: at most 70 characters), or null. */
export function boundaryOf(contentType: string): string | null {
  const match = /;\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}
