// What an uploaded resume really is, judged by its bytes (never by its name or
// the type the browser claimed), and a safe name to keep for it. Pure, so the
// rules are unit-tested without a server.

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

/** Bounds on reading a zip's directory, so a crafted archive cannot make us work hard. */
const maxZipEntries = 5000;

export function detectResumeType(bytes: Uint8Array): ResumeType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) {
    // %PDF-, but refused when it is also something else: see pdfHazard.
    return pdfHazard(bytes) === null ? pdf : null;
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    // An OLE2 compound file is also .xls/.ppt/.msi: a Word file has a "WordDocument" stream.
    return contains(bytes, utf16le("WordDocument")) ? doc : null;
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const names = zipEntryNames(bytes);
    if (names === null) return null;
    const isWord = names.includes("[Content_Types].xml") && names.some((name) => name.startsWith("word/"));
    // A macro project makes it a .docm under a .docx name: a resume has no use for macros.
    const hasMacros = names.some((name) => /(^|\/)vbaproject\.bin$/i.test(name));
    return isWord && !hasMacros ? docx : null;
  }
  return null;
}

export type PdfHazard = "zip" | "script" | "html";

/** PDF names that run code when the file is opened: JavaScript actions and launching programs. */
const activeNames = new Set(["JavaScript", "JS", "Launch"]);
/**
 * Candidates in one pass: PDF names starting with J or L (also written with
 * #xx escapes, e.g. /J#61vaScript, which readers decode), and HTML markup.
 */
const activeContent = /\/(?:[JL]|#4[AaCc])(?:[A-Za-z]|#[0-9A-Fa-f]{2})*|<(?:script|html|!doctype\s+html)[\s>/]/gi;

/**
 * Why a file that starts like a PDF must not be kept as a resume, or null.
 * A PDF whose tail is also a zip's directory is a polyglot (a zip or .jar
 * reader opens it as an archive); a PDF with JavaScript or launch actions, or
 * with HTML script markup, carries active content no resume needs. Compressed
 * object streams are not inflated (a bomb could hide there), so this catches
 * what is written in the open; the admin download is served as an attachment
 * with nosniff for the rest. One regex pass over the bytes, plus the zip tail.
 */
export function pdfHazard(bytes: Uint8Array): PdfHazard | null {
  if (endsWithZipDirectory(bytes)) return "zip";
  const text = new TextDecoder("latin1").decode(bytes);
  for (const match of text.matchAll(activeContent)) {
    const token = match[0];
    if (token.startsWith("<")) return "html";
    const name = token.slice(1).replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (activeNames.has(name)) return "script";
  }
  return null;
}

/**
 * True when an end-of-central-directory record sits in the last 64 KB and its
 * comment runs exactly to the end of the file, as zip readers require. The
 * comment-length check keeps a stray "PK\x05\x06" inside compressed PDF data
 * from being taken for an archive; a zip glued to the end is found whatever
 * its offsets say, since readers adjust for bytes before the archive.
 */
function endsWithZipDirectory(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const searchFrom = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= searchFrom; at -= 1) {
    if (view.getUint32(at, true) === 0x06054b50 && at + 22 + view.getUint16(at + 20, true) === bytes.length) return true;
  }
  return false;
}

/**
 * The names in a zip's central directory, read without inflating anything, or
 * null when the directory is missing, inconsistent or has too many entries.
 */
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
export function safeResumeName(originalName: string, type: ResumeType): string {
  const base = originalName.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  const stem = cleaned.replace(/\.(pdf|docx?)$/i, "").replace(/^\.+/, "").slice(0, 100).trim() || "resume";
  return `${stem}.${type.extension}`;
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

function utf16le(text: string): Uint8Array {
  const out = new Uint8Array(text.length * 2);
  for (let index = 0; index < text.length; index += 1) out[index * 2] = text.charCodeAt(index);
  return out;
}

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
