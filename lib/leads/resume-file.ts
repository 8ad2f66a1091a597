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
    // A macro project makes a .doc run code when opened: a resume has no use for macros.
    return contains(bytes, utf16le("WordDocument")) && !hasMacroStorage(bytes) ? doc : null;
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

export type PdfHazard = "zip" | "script" | "action" | "embedded" | "link" | "html";

/**
 * PDF names no resume needs, by what they do: run code (JavaScript, launching
 * programs), act without a click (an action on opening the file or on page and
 * field events; sending or importing form data), or carry other content
 * (attached files, XFA forms, Flash and 3D media).
 */
const hazardousNames = new Map<string, PdfHazard>([
  ["JavaScript", "script"],
  ["JS", "script"],
  ["Launch", "script"],
  ["OpenAction", "action"],
  ["AA", "action"],
  ["SubmitForm", "action"],
  ["ImportData", "action"],
  ["EmbeddedFile", "embedded"],
  ["EmbeddedFiles", "embedded"],
  ["XFA", "embedded"],
  ["RichMedia", "embedded"],
]);

/**
 * Link targets a resume may have: its web pages, e-mail and phone. Others
 * (file:, smb:, javascript:, data:) open local files, leak the reader's
 * Windows credentials or run code when the admin clicks.
 */
const safeLinkSchemes = new Set(["http", "https", "mailto", "tel"]);

/**
 * Candidates in one pass: every PDF name (also written with #xx escapes, e.g.
 * /J#61vaScript, which readers decode), and HTML markup.
 */
const activeContent = /\/[^\0\t\n\f\r ()<>[\]{}/%]+|<(?:script|html|!doctype\s+html)[\s>/]/gi;

/**
 * Why a file that starts like a PDF must not be kept as a resume, or null.
 * A PDF whose tail is also a zip's directory is a polyglot (a zip or .jar
 * reader opens it as an archive); a PDF with any of hazardousNames, a link to
 * anything but a web page, e-mail or phone, or HTML script markup carries
 * active content no resume needs. Plain links (a LinkedIn profile, a mailto:)
 * are kept: a reader follows them only on a click, and most resumes have them.
 * Compressed object streams are not inflated (a bomb could hide there), so
 * this catches what is written in the open; the admin download is served as
 * an attachment with nosniff for the rest. One regex pass over the bytes.
 */
export function pdfHazard(bytes: Uint8Array): PdfHazard | null {
  if (endsWithZipDirectory(bytes)) return "zip";
  const text = new TextDecoder("latin1").decode(bytes);
  // Code is named first when a file carries several hazards (an open action running JavaScript).
  let found: PdfHazard | null = null;
  for (const match of text.matchAll(activeContent)) {
    const token = match[0];
    if (token.startsWith("<")) return "html";
    const name = token.slice(1).replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const hazard = hazardousNames.get(name) ?? (name === "URI" && !isSafeLink(text, match.index + token.length) ? "link" : null);
    if (hazard === "script") return hazard;
    found ??= hazard;
  }
  return found;
}

/**
 * What follows a /URI name. As a key, its value must be a string whose scheme
 * is a safe one (or that has none); a reference to another object could hold
 * anything, so it is refused. A dictionary (the catalogue's base URI) and a
 * name or delimiter (/URI as the value of /S, the action's type) are fine.
 */
function isSafeLink(text: string, from: number): boolean {
  const rest = text.slice(from, from + 4096).replace(/^[\0\t\n\f\r ]+/, "");
  if (/^[0-9]/.test(rest)) return false;
  if (!rest.startsWith("(") && !(rest.startsWith("<") && !rest.startsWith("<<"))) return true;
  const value = rest.startsWith("(") ? literalString(rest) : hexString(rest);
  if (value === null) return false;
  const decoded = value.startsWith("\xfe\xff") ? utf16be(value.slice(2)) : value;
  // A network path (\\host\share, //host/share) reaches a Windows share like smb: does.
  if (/^\s*(?:\\|\/\/)/.test(decoded)) return false;
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(decoded)?.[1]?.toLowerCase();
  return scheme === undefined || safeLinkSchemes.has(scheme);
}

/** A PDF literal string "(...)" with its escapes decoded, or null when it does not end. */
function literalString(text: string): string | null {
  const escapes: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" };
  let out = "";
  let depth = 0;
  for (let at = 0; at < text.length; at += 1) {
    const char = text.charAt(at);
    if (char === "\\") {
      const octal = /^[0-7]{1,3}/.exec(text.slice(at + 1, at + 4))?.[0];
      if (octal) {
        out += String.fromCharCode(parseInt(octal, 8) & 0xff);
        at += octal.length;
      } else {
        const next = text.charAt(at + 1);
        out += escapes[next] ?? (next === "\n" || next === "\r" ? "" : next);
        at += 1;
      }
      continue;
    }
    if (char === "(") {
      depth += 1;
      if (depth === 1) continue;
    } else if (char === ")") {
      depth -= 1;
      if (depth === 0) return out;
    }
    out += char;
  }
  return null;
}

/** A PDF hex string "<...>" decoded, or null when it does not end. */
function hexString(text: string): string | null {
  const end = text.indexOf(">");
  if (end < 0) return null;
  const hex = text.slice(1, end).replace(/[^0-9A-Fa-f]/g, "");
  const padded = hex.length % 2 === 0 ? hex : `${hex}0`;
  return padded.replace(/../g, (pair) => String.fromCharCode(parseInt(pair, 16)));
}

function utf16be(text: string): string {
  let out = "";
  for (let at = 0; at + 1 < text.length; at += 2) out += String.fromCharCode((text.charCodeAt(at) << 8) | text.charCodeAt(at + 1));
  return out;
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
