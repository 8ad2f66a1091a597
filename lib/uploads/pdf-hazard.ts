// Whether a file that starts like a PDF carries content no resume needs, read
// in one left-to-right pass over its bytes. Pure, so the rules and the work
// they cost are unit-tested without a server.
//
// Written by hand rather than with a PDF library: a parser (pdf.js, pdf-lib)
// builds the document's object graph, follows its cross-references and
// inflates streams, so its work depends on what the file claims about itself,
// and it would not see what sits outside the objects it reads. This check
// wants the opposite: every byte looked at once, in time that depends only on
// the file's length.

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

/** A name longer than this, even written all in #xx escapes, is none of the names above nor /URI. */
const longestNameBytes = 3 * Math.max(...[...hazardousNames.keys()].map((name) => name.length));

/**
 * Link targets a resume may have: its web pages, e-mail and phone. Others
 * (file:, smb:, javascript:, data:) open local files, leak the reader's
 * Windows credentials or run code when the admin clicks.
 */
const safeLinkSchemes = new Set(["http", "https", "mailto", "tel"]);
/** Longer than any safe scheme: enough of a scheme to tell it is not one of them. */
const schemeCharsKept = 1 + Math.max(...[...safeLinkSchemes].map((scheme) => scheme.length));

/** A /URI string must end within this many bytes after its name, or it is refused. */
const linkWindowBytes = 4096;
/**
 * A link's value is read only until its scheme is known (a few bytes for any
 * real link), and never further than this: one that says nothing by then
 * (hundreds of spaces, a "scheme" of hundreds of letters) is refused.
 */
const linkPrefixBytes = 256;

export interface PdfScan {
  hazard: PdfHazard | null;
  /**
   * Bytes read to decide, counting every byte each time it is read again (a
   * name decoded, a tag or a link's value looked ahead at): the work done,
   * for tests that it stays a small multiple of the file's length.
   */
  examined: number;
}

/**
 * Why a file that starts like a PDF must not be kept as a resume, or null.
 * A PDF whose tail is also a zip's directory is a polyglot (a zip or .jar
 * reader opens it as an archive); a PDF with any of hazardousNames, a link to
 * anything but a web page, e-mail or phone, or HTML script markup carries
 * active content no resume needs. Plain links (a LinkedIn profile, a mailto:)
 * are kept: a reader follows them only on a click, and most resumes have them.
 * Compressed object streams are not inflated (a bomb could hide there), so
 * this catches what is written in the open; the admin download is served as
 * an attachment with nosniff for the rest.
 */
export function pdfHazard(bytes: Uint8Array): PdfHazard | null {
  return scanPdf(bytes).hazard;
}

/** The scan run to its end at once. */
export function scanPdf(bytes: Uint8Array): PdfScan {
  const steps = pdfScanSteps(bytes);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The bytes a scan reads between two pauses of pdfScanSteps: a millisecond or
 * a few of work, so a caller that lets other requests run at each pause never
 * holds a server's one thread for a whole 5 MiB file. Small, because a request
 * served meanwhile (a health check) takes a dozen or so turns of the event
 * loop to answer, and each turn may wait for one slice.
 */
export const pdfScanSliceBytes = 64 * 1024;

/** Counts of the work a scan does: bytes read, and what links' values may still read. */
interface Work {
  examined: number;
  /** Links' values share a budget of as many bytes as the file has (a real PDF needs a few per link). */
  linkBudget: number;
}

/** What a byte is to the main pass: part of a name, a backslash (also part of a name), or a delimiter. */
const regular = 0;
const backslash = 1;
const delimiter = 2;
const byteKinds = new Uint8Array(256);
// PDF white space and delimiters end a name: \0 \t \n \f \r space ( ) < > [ ] { } / %.
for (const byte of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20, 0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25])
  byteKinds[byte] = delimiter;
byteKinds[0x5c] = backslash;
const matterOutsideNames = new Uint8Array(256);
for (const byte of [0x2f, 0x3c, 0x28, 0x29, 0x5c]) matterOutsideNames[byte] = 1;

// O(n): one pass over the bytes; a byte is read again only by the name it ends
// (names of at most 39 bytes are decoded), the tag it starts (at most 15 bytes,
// plus the spaces of one <!doctype), and the values of links, which share a
// budget of n bytes (see linkValue). Pauses (yields) each time it has passed
// another pdfScanSliceBytes of the file, and returns the scan at its end; with
// `anyHazard`, at the first pause after a hazard is found: a caller that only
// refuses (the resume check) needs no more, and a refused file costs a slice.
export function* pdfScanSteps(bytes: Uint8Array, { anyHazard = false } = {}): Generator<void, PdfScan, void> {
  const work: Work = { examined: 0, linkBudget: bytes.length };
  if (endsWithZipDirectory(bytes, work)) return { hazard: "zip", examined: work.examined };
  const length = bytes.length;
  work.examined += length;

  // The earliest hazard that is not code, by where its name stands; code (script, html) ends the scan at once.
  let foundAt = length;
  let found: PdfHazard | null = null;

  // Literal strings: an unescaped "(" opens one, ")" closes it. A byte is escaped
  // when an odd run of backslashes comes right before it (whatever else an escape
  // takes, octal digits or a line end, is never a backslash or a parenthesis), so
  // one running depth tells where each string ends without reading it again.
  let backslashes = 0;
  let depth = 0;
  // /URI strings not yet seen to close, oldest first: the depth they opened at,
  // the last position they may close at, and where their name stood. The last
  // positions grow from oldest to newest, and so do the depths.
  const open = new OpenStrings(Math.min(length, 1024));
  let oldest = 0;
  // The "(" that opens the value of the /URI just read, when its start was found safe.
  let linkOpensAt = -1;
  let linkLastEnd = 0;
  let linkNameAt = 0;
  const reader = new LinkReader(bytes, work);

  let nameAt = -1;
  let pauseAt = pdfScanSliceBytes;
  // One step past the end, where a last name ends.
  for (let at = 0; at <= length; at += 1) {
    if (at >= pauseAt) {
      if (anyHazard && found !== null) return { hazard: found, examined: work.examined };
      yield;
      pauseAt = at + pdfScanSliceBytes;
    }
    if (nameAt < 0) {
      // Outside a name, only "/", "<", "(", ")" and backslashes matter: the rest is passed over in a tight loop.
      const from = at;
      while (at < length && matterOutsideNames[bytes[at]!] === 0) at += 1;
      if (at > from) backslashes = 0;
    } else {
      // Inside one, everything up to a delimiter is the name.
      while (at < length) {
        const kind = byteKinds[bytes[at]!];
        if (kind === delimiter) break;
        backslashes = kind === backslash ? backslashes + 1 : 0;
        at += 1;
      }
    }
    const byte = at < length ? bytes[at]! : 0x20;
    const kind = byteKinds[byte]!;
    if (kind === regular) {
      backslashes = 0;
      continue;
    }
    if (kind === backslash) {
      backslashes += 1;
      continue;
    }
    const escaped = (backslashes & 1) === 1;
    backslashes = 0;

    if (nameAt >= 0) {
      const namedAt = nameAt;
      nameAt = -1;
      const meaning = nameMeaning(bytes, namedAt + 1, at, work);
      // Code is named first when a file carries several hazards (an open action running JavaScript);
      // once another hazard is found, only code can change the answer, so links need no more reading.
      if (meaning === "script") return { hazard: meaning, examined: work.examined };
      if (found === null && meaning === "uri") {
        const value = linkValue(bytes, at, work, reader);
        if (value === unsafeLink) [found, foundAt] = ["link", namedAt];
        else if (value >= 0) {
          linkOpensAt = value;
          linkLastEnd = at + linkWindowBytes - 1;
          linkNameAt = namedAt;
        }
      } else if (found === null && meaning !== null && meaning !== "uri") {
        [found, foundAt] = [meaning, namedAt];
      }
    }

    if (byte === 0x2f) {
      // A name, if at least one regular byte follows ("/" alone names nothing).
      nameAt = at;
    } else if (byte === 0x3c) {
      if (htmlTagAt(bytes, at, work)) return { hazard: "html", examined: work.examined };
    } else if ((byte === 0x28 || byte === 0x29) && !escaped) {
      depth += byte === 0x28 ? 1 : -1;
      // Strings still open past their last position are refused, the oldest first...
      while (oldest < open.length && open.lastEnd(oldest) < at) {
        if (open.nameAt(oldest) < foundAt) [found, foundAt] = ["link", open.nameAt(oldest)];
        oldest += 1;
      }
      if (oldest === open.length) open.length = oldest = 0;
      // ...the ones opened deeper than a ")" close there, in time...
      while (open.length > oldest && open.depth(open.length - 1) > depth) open.length -= 1;
      // ...and the value of the /URI just read opens here.
      if (at === linkOpensAt) open.push(depth, linkLastEnd, linkNameAt);
    }
  }
  // Never closed.
  if (oldest < open.length && open.nameAt(oldest) < foundAt) found = "link";
  return { hazard: found, examined: work.examined };
}

/** A stack of /URI strings not yet seen to close, in three columns that grow as needed. */
class OpenStrings {
  length = 0;
  private columns: Int32Array;

  constructor(capacity: number) {
    this.columns = new Int32Array(3 * Math.max(1, capacity));
  }

  push(depth: number, lastEnd: number, nameAt: number): void {
    if (3 * this.length + 3 > this.columns.length) {
      const grown = new Int32Array(2 * this.columns.length);
      grown.set(this.columns);
      this.columns = grown;
    }
    const at = 3 * this.length;
    this.columns[at] = depth;
    this.columns[at + 1] = lastEnd;
    this.columns[at + 2] = nameAt;
    this.length += 1;
  }

  depth(index: number): number {
    return this.columns[3 * index]!;
  }

  lastEnd(index: number): number {
    return this.columns[3 * index + 1]!;
  }

  nameAt(index: number): number {
    return this.columns[3 * index + 2]!;
  }
}

/** PDF white space, as it may stand between a name and its value. */
function isPdfSpace(byte: number): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0x00;
}

/** White space as JavaScript's \s knows it (a link's text may be UTF-16). */
function isSpace(code: number): boolean {
  return (
    (code >= 0x09 && code <= 0x0d) ||
    code === 0x20 ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

function isAsciiLetter(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

function hexValue(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  const lower = byte | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
}

/** What a name can be to the scan: one of hazardousNames, or the /URI whose value is checked. */
type NameMeaning = PdfHazard | "uri";

/** The names that mean something, by decoded length, as bytes to compare without building strings. */
const meaningfulNames = new Map<number, { bytes: Uint8Array; meaning: NameMeaning }[]>();
for (const [name, meaning] of [...hazardousNames, ["URI", "uri"] as const]) {
  const bytes = Uint8Array.from(name, (char) => char.charCodeAt(0));
  meaningfulNames.set(bytes.length, [...(meaningfulNames.get(bytes.length) ?? []), { bytes, meaning }]);
}
const decodedName = new Uint8Array(longestNameBytes);
/** The bytes such a name can begin with (its first letter, or # for an escaped one). */
const beginsMeaningfulName = new Uint8Array(256);
for (const name of ["#", ...hazardousNames.keys(), "URI"]) beginsMeaningfulName[name.charCodeAt(0)] = 1;

/** What the name written in bytes[from, to) means once its #xx escapes are decoded (/J#61vaScript is /JavaScript to a reader). */
// O(k) for a name of k ≤ 39 bytes, read once more; longer names mean nothing here and are not read.
function nameMeaning(bytes: Uint8Array, from: number, to: number, work: Work): NameMeaning | null {
  if (to - from > longestNameBytes || !beginsMeaningfulName[bytes[from]!]) return null;
  work.examined += to - from;
  let length = 0;
  for (let at = from; at < to; at += 1) {
    const byte = bytes[at]!;
    if (byte === 0x23 && at + 2 < to) {
      const high = hexValue(bytes[at + 1]!);
      const low = hexValue(bytes[at + 2]!);
      if (high >= 0 && low >= 0) {
        decodedName[length++] = high * 16 + low;
        at += 2;
        continue;
      }
    }
    decodedName[length++] = byte;
  }
  const candidates = meaningfulNames.get(length);
  if (!candidates) return null;
  next: for (const candidate of candidates) {
    for (let index = 0; index < length; index += 1) if (decodedName[index] !== candidate.bytes[index]) continue next;
    return candidate.meaning;
  }
  return null;
}

/** Case-insensitive ASCII: lower-case `word` at `at`, read byte by byte until it differs. */
function wordAt(bytes: Uint8Array, at: number, word: string, work: Work): boolean {
  for (let index = 0; index < word.length; index += 1) {
    if (at + index >= bytes.length) return false;
    work.examined += 1;
    const byte = bytes[at + index]!;
    const folded = byte >= 0x41 && byte <= 0x5a ? byte | 0x20 : byte;
    if (folded !== word.charCodeAt(index)) return false;
  }
  return true;
}

function endsTag(bytes: Uint8Array, at: number, work: Work): boolean {
  if (at >= bytes.length) return false;
  work.examined += 1;
  const byte = bytes[at]!;
  return byte === 0x3e || byte === 0x2f || isSpace(byte);
}

/** HTML markup at a "<": <script, <html or <!doctype html, each followed by white space, > or /. */
// O(1), but for the spaces after <!doctype: they hold no "<", so no other tag reads them again.
function htmlTagAt(bytes: Uint8Array, at: number, work: Work): boolean {
  if (wordAt(bytes, at + 1, "script", work)) return endsTag(bytes, at + 7, work);
  if (wordAt(bytes, at + 1, "html", work)) return endsTag(bytes, at + 5, work);
  if (!wordAt(bytes, at + 1, "!doctype", work)) return false;
  let after = at + 9;
  while (after < bytes.length && isSpace(bytes[after]!)) {
    work.examined += 1;
    after += 1;
  }
  return after > at + 9 && wordAt(bytes, after, "html", work) && endsTag(bytes, after + 4, work);
}

/** linkValue's answers besides the position of a literal string's "(": */
const safeLink = -1;
const unsafeLink = -2;

/**
 * What follows a /URI name. As a key, its value must be a string whose scheme
 * is a safe one (or that has none); a reference to another object could hold
 * anything, so it is refused. A dictionary (the catalogue's base URI) and a
 * name or delimiter (/URI as the value of /S, the action's type) are fine.
 * For a literal string whose start is safe, the position of its "(": that the
 * string ends within the window is for the caller's pass to see.
 */
// O(1) amortised: the spaces skipped are bytes no other name's value reads, a
// string is read only until its scheme is known (see LinkReader), and the ">"
// of hex strings is found by one forward sweep for all of them.
function linkValue(bytes: Uint8Array, from: number, work: Work, reader: LinkReader): number {
  const windowEnd = Math.min(bytes.length, from + linkWindowBytes);
  let at = from;
  while (at < windowEnd && isPdfSpace(bytes[at]!)) {
    work.examined += 1;
    at += 1;
  }
  if (at >= windowEnd) return safeLink;
  work.examined += 1;
  const byte = bytes[at]!;
  if (byte >= 0x30 && byte <= 0x39) return unsafeLink;
  if (byte === 0x28) return linkIsSafe(reader.literal(at + 1, windowEnd)) ? at : unsafeLink;
  if (byte !== 0x3c) return safeLink;
  if (at + 1 < windowEnd) {
    work.examined += 1;
    if (bytes[at + 1] === 0x3c) return safeLink;
  }
  // A hex string: its ">" must stand in the window.
  const close = reader.nextGreaterThan(at + 1, windowEnd);
  if (close < 0) return unsafeLink;
  return linkIsSafe(reader.hex(at + 1, close)) ? safeLink : unsafeLink;
}

/** Codes LinkReader.next gives besides a character's: the end of the text, or reading stopped (undecided). */
const end = -1;
const spent = -2;

const literalEscapes = new Map([
  [0x6e, 0x0a],
  [0x72, 0x0d],
  [0x74, 0x09],
  [0x62, 0x08],
  [0x66, 0x0c],
]);

/**
 * A link's text, one character at a time: a literal string "(...)" with its
 * escapes decoded, ending at its matching ")", or a hex string's pairs of
 * digits (other bytes skipped, an odd last digit padded with 0); UTF-16BE after
 * a FE FF mark. It reads at most linkPrefixBytes of one value and no more than
 * the scan's shared budget; past either it answers `spent`. One per scan,
 * started again for each link.
 */
class LinkReader {
  private at = 0;
  private limit = 0;
  private left = 0;
  private isHex = false;
  private depth = 0;
  private utf16 = false;
  /** The first two bytes, read to look for a FE FF mark, when there was none: given out before the rest. */
  private replayed = 0;
  private replay = [0, 0];
  private gtAt = -1;
  private gtScanned = 0;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly work: Work,
  ) {}

  /** From the byte after "(" to the window's end (a string still open there is as if never closed). */
  literal(from: number, windowEnd: number): this {
    return this.start(from, windowEnd, false);
  }

  /** From the byte after "<" to its ">". */
  hex(from: number, close: number): this {
    return this.start(from, close, true);
  }

  /** The first ">" at or after `from` and before `before`, or -1; calls come in order of `from`. */
  // O(n) for all calls together: each byte is swept once.
  nextGreaterThan(from: number, before: number): number {
    if (this.gtAt < from) {
      this.gtAt = -1;
      for (let at = Math.max(this.gtScanned, from); at < before; at += 1) {
        this.work.examined += 1;
        this.gtScanned = at + 1;
        if (this.bytes[at] === 0x3e) {
          this.gtAt = at;
          break;
        }
      }
    }
    return this.gtAt >= 0 && this.gtAt < before ? this.gtAt : -1;
  }

  private start(from: number, limit: number, isHex: boolean): this {
    this.at = from;
    this.limit = limit;
    this.left = linkPrefixBytes;
    this.isHex = isHex;
    this.depth = 1;
    this.utf16 = false;
    const first = this.byteOfText();
    const second = first >= 0 ? this.byteOfText() : end;
    this.utf16 = first === 0xfe && second === 0xff;
    this.replay[0] = first;
    this.replay[1] = second;
    this.replayed = this.utf16 ? 2 : 0;
    return this;
  }

  next(): number {
    if (this.replayed < 2) {
      const code = this.replay[this.replayed]!;
      this.replayed = code < 0 ? 2 : this.replayed + 1;
      return code;
    }
    const high = this.byteOfText();
    if (!this.utf16 || high < 0) return high;
    const low = this.byteOfText();
    // An odd last byte is dropped.
    return low < 0 ? low : (high << 8) | low;
  }

  /** The next byte of the text (before UTF-16 decoding), `end` or `spent`. */
  private byteOfText(): number {
    return this.isHex ? this.hexByte() : this.literalByte();
  }

  /** The byte under the cursor, -1 at the limit, or `spent`. */
  private read(): number {
    if (this.at >= this.limit) return -1;
    if (this.left <= 0 || this.work.linkBudget <= 0) return spent;
    this.left -= 1;
    this.work.linkBudget -= 1;
    this.work.examined += 1;
    return this.bytes[this.at]!;
  }

  private literalByte(): number {
    for (;;) {
      const byte = this.read();
      // Not closed within the window: refused as if never closed.
      if (byte < 0) return spent;
      this.at += 1;
      if (byte === 0x5c) {
        const escaped = this.read();
        if (escaped < 0) return spent;
        this.at += 1;
        if (escaped >= 0x30 && escaped <= 0x37) {
          let code = escaped - 0x30;
          for (let digits = 1; digits < 3; digits += 1) {
            const digit = this.read();
            if (digit === spent) return spent;
            if (digit < 0x30 || digit > 0x37) break;
            code = code * 8 + digit - 0x30;
            this.at += 1;
          }
          return code & 0xff;
        }
        // A backslash before a line end continues the string on the next line.
        if (escaped === 0x0a || escaped === 0x0d) continue;
        return literalEscapes.get(escaped) ?? escaped;
      }
      if (byte === 0x28) this.depth += 1;
      if (byte === 0x29) {
        this.depth -= 1;
        if (this.depth === 0) return end;
      }
      return byte;
    }
  }

  private hexByte(): number {
    const high = this.hexDigit();
    if (high < 0) return high;
    const low = this.hexDigit();
    if (low === spent) return spent;
    return high * 16 + (low < 0 ? 0 : low);
  }

  private hexDigit(): number {
    for (;;) {
      const byte = this.read();
      if (byte < 0) return byte === spent ? spent : end;
      this.at += 1;
      const value = hexValue(byte);
      if (value >= 0) return value;
    }
  }
}

/**
 * Whether a link's text, read only as far as needed, is safe: no network path
 * (\\host\share and //host/share reach a Windows share like smb: does), and a
 * safe scheme or none. Undecided when the text stops being read: refused.
 */
// O(1): a few characters past the leading spaces and the scheme.
function linkIsSafe(text: LinkReader): boolean {
  let code = text.next();
  while (isSpace(code)) code = text.next();
  if (code === spent || code === 0x5c) return false;
  if (code === 0x2f) {
    const next = text.next();
    return next !== 0x2f && next !== spent;
  }
  if (!isAsciiLetter(code)) return true;
  let scheme = String.fromCharCode(code | 0x20);
  for (;;) {
    code = text.next();
    if (isAsciiLetter(code) || (code >= 0x30 && code <= 0x39) || code === 0x2b || code === 0x2e || code === 0x2d) {
      if (scheme.length < schemeCharsKept) scheme += String.fromCharCode(code | 0x20);
      continue;
    }
    if (code === spent) return false;
    return code === 0x3a ? safeLinkSchemes.has(scheme) : true;
  }
}

/**
 * True when an end-of-central-directory record sits in the last 64 KB and its
 * comment runs exactly to the end of the file, as zip readers require. The
 * comment-length check keeps a stray "PK\x05\x06" inside compressed PDF data
 * from being taken for an archive; a zip glued to the end is found whatever
 * its offsets say, since readers adjust for bytes before the archive.
 */
// O(min(n, 64 KiB)): one backward pass over the last 22 + 65,535 bytes.
function endsWithZipDirectory(bytes: Uint8Array, work: Work): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const searchFrom = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= searchFrom; at -= 1) {
    work.examined += 1;
    if (view.getUint32(at, true) === 0x06054b50 && at + 22 + view.getUint16(at + 20, true) === bytes.length) return true;
  }
  return false;
}
