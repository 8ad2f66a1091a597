import { pdfScanSteps } from "./pdf-hazard";

// What an uploaded resume really is, judged by its bytes (never by its name or
// the type the browser claimed), and a safe name to keep for it. Pure, so the
// rules are unit-tested without a server. Every check here reads the bytes in
// time linear in their length (each says how beside it).

export { pdfHazard, type PdfHazard } from "./pdf-hazard";

export interface ResumeType {
  contentType: string;
  extension: "pdf" | "doc" | "docx";
}

const pdf: ResumeType = { contentType: "application/pdf", extension: "pdf" };
const doc: ResumeType = { contentType: "application/msword", extension: "doc" };
const docx: ResumeType = {
  contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  extension: "docx",
};

/** The type a verdict stored with an upload names (its extension), or null for anything else. */
export function resumeTypeNamed(extension: string): ResumeType | null {
  return [pdf, doc, docx].find((type) => type.extension === extension) ?? null;
}

/** Bounds on reading a zip's directory, so a crafted archive cannot make us work hard. */
const maxZipEntries = 5000;

/** What the bytes are, judged at once (for files small enough not to matter, and tests). */
export function detectResumeType(bytes: Uint8Array): ResumeType | null {
  const steps = resumeTypeSteps(bytes);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * What the bytes are, judged in slices with other requests let through between
 * them (setImmediate): a server has one thread, and a visitor's 5 MiB resume
 * must not keep everyone else's requests waiting while it is read.
 */
export async function checkResumeType(bytes: Uint8Array): Promise<ResumeType | null> {
  const steps = resumeTypeSteps(bytes);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

// O(n): one check of the ones below, chosen by the first bytes. Pauses where the PDF scan does.
function* resumeTypeSteps(bytes: Uint8Array): Generator<void, ResumeType | null, void> {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) {
    // %PDF-, but refused when it is also something else: see pdfHazard.
    const scan = yield* pdfScanSteps(bytes, { anyHazard: true });
    return scan.hazard === null ? pdf : null;
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    // An OLE2 compound file is also .xls/.ppt/.msi: a Word file has a "WordDocument" stream.
    // A macro project makes a .doc run code when opened: a resume has no use for macros.
    return contains(bytes, utf16le("WordDocument")) && !hasMacroStorage(bytes) ? doc : null;
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const names = zipEntryNames(bytes);
    if (names === null) return null;
    // O(total length of the names), which is at most n.
    const isWord = names.includes("[Content_Types].xml") && names.some((name) => name.startsWith("word/"));
    // A macro project makes it a .docm under a .docx name: a resume has no use for macros.
    const hasMacros = names.some((name) => /(^|\/)vbaproject\.bin$/i.test(name));
    return isWord && !hasMacros ? docx : null;
  }
  return null;
}

/**
 * The names in a zip's central directory, read without inflating anything, or
 * null when the directory is missing, inconsistent or has too many entries.
 */
// O(n): the last 64 KiB searched once for the directory's end, then at most 5,000
// entries whose names lie one after another in the file, each decoded once.
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record sits in the last 22 + 65535 bytes.
  const searchFrom = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= searchFrom; at -= 1) {
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;

  const entries = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (entries > maxZipEntries || directoryOffset + directorySize > end) return null;

  const names: string[] = [];
  const decoder = new TextDecoder();
  let at = directoryOffset;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > end || view.getUint32(at, true) !== 0x02014b50) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > end) return null;
    names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/**
 * The name to keep: the last path segment only, no control or bidi-override
 * characters, at most 120 characters, and the extension of what the file
 * really is ("cv.pdf.exe" holding a PDF is kept as "cv.pdf.pdf").
 */
// O(k) in the name's length k: a few regex passes, none of which backtracks.
export function safeResumeName(originalName: string, type: ResumeType): string {
  const base = originalName.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  const stem =
    cleaned
      .replace(/\.(pdf|docx?)$/i, "")
      .replace(/^\.+/, "")
      .slice(0, 100)
      .trim() || "resume";
  return `${stem}.${type.extension}`;
}

/** Where Word 97-2003 keeps a VBA project: the "Macros" storage holding "VBA" and "_VBA_PROJECT". */
const macroEntryNames = new Set(["Macros", "VBA", "_VBA_PROJECT"]);

/**
 * True when an OLE2 directory entry is named like a macro project. Directory
 * sectors start at multiples of the sector size (512 or 4096) and hold
 * 128-byte entries, so every entry starts at a multiple of 128; an entry is a
 * storage (1) or stream (2) whose UTF-16LE name fills exactly its stated
 * length. Text that mentions "Macros" does not line up like that.
 */
// O(n): one step per 128-byte entry, reading at most 32 characters of each.
function hasMacroStorage(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 512; at + 128 <= bytes.length; at += 128) {
    const nameBytes = view.getUint16(at + 0x40, true);
    const type = bytes[at + 0x42];
    if ((type !== 1 && type !== 2) || nameBytes < 4 || nameBytes > 64 || nameBytes % 2 !== 0) continue;
    let name = "";
    for (let index = 0; index < nameBytes / 2 - 1; index += 1) name += String.fromCharCode(view.getUint16(at + index * 2, true));
    if (view.getUint16(at + nameBytes - 2, true) === 0 && macroEntryNames.has(name)) return true;
  }
  return false;
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

function utf16le(text: string): Uint8Array {
  const out = new Uint8Array(text.length * 2);
  for (let index = 0; index < text.length; index += 1) out[index * 2] = text.charCodeAt(index);
  return out;
}

// O(n·m) at worst for a needle of m bytes; the one needle here is "WordDocument" in UTF-16 (m = 24).
function contains(haystack: Uint8Array, needle: Uint8Array): boolean {
  const first = needle[0];
  outer: for (let at = haystack.indexOf(first!); at >= 0 && at <= haystack.length - needle.length; at = haystack.indexOf(first!, at + 1)) {
    for (let index = 1; index < needle.length; index += 1) {
      if (haystack[at + index] !== needle[index]) continue outer;
    }
    return true;
  }
  return false;
}
