import { createHmac, randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import fc from "fast-check";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { workerServices } from "@/test/integration-workers";
import { db } from "@/lib/db";
import { concat, sampleDocx, samplePdf, zip } from "@/test/documents";
import { startRazorpayStandIn } from "@/test/razorpay-stand-in";
import { uniqueClientAddress } from "@/test/requests";
import { POST as postCareers } from "./careers/route";
import { PUT as putResumeChunk } from "./careers/uploads/[id]/chunks/[index]/route";
import { POST as postResumeUpload } from "./careers/uploads/route";
import { POST as postContact } from "./contact/route";
import { POST as postNewsletter } from "./newsletter/route";
import { POST as postOrders } from "./payments/orders/route";
import { POST as postVerify } from "./payments/verify/route";
import { POST as postWebhook } from "./payments/webhook/route";
import { POST as postQuotes } from "./quotes/route";
import { POST as postRevalidate } from "./revalidate/route";
import { POST as postTotpConfirm } from "./admin/security/totp/confirm/route";
import { POST as postPasskey } from "./admin/security/passkeys/route";
import { DELETE as deletePasskey } from "./admin/security/passkeys/[id]/route";
import { POST as postSessions } from "./admin/sessions/route";
import { POST as postPasskeyChallenge } from "./passkey-challenge/route";
import { POST as postEndAll } from "./sessions/end-all/route";
import { sessionClaims } from "@/test/admin-session";
import { sendHoldingServer } from "@/test/held-server";
import { GET as getAuth, POST as postAuth } from "./auth/[...nextauth]/route";

// The admin routes run signed in as a real admin: next-auth's session lookup is
// replaced (null, as for every public route, until the admin block sets it).
const session = vi.hoisted(() => ({ current: null as Record<string, unknown> | null }));
vi.mock("next-auth", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next-auth")>()),
  getServerSession: async () => session.current,
}));

// "Proof under attack": every public POST route gets random and hostile
// requests. Whatever arrives, the answer is one the HTTP contract names
// (docs/http-and-forms.md), its body is JSON without a stack trace, a refused request
// stores nothing, and no prototype is polluted. fast-check prints the seed of
// a failing run: FUZZ_SEED=<seed> replays it. FUZZ_RUNS=<n> runs longer.

const numRuns = Number(process.env.FUZZ_RUNS) || 60;
/** For properties that store and mail a submission each run. */
const storingRuns = Math.ceil((numRuns * 2) / 3);
if (process.env.FUZZ_SEED) fc.configureGlobal({ seed: Number(process.env.FUZZ_SEED) });
const encoder = new TextEncoder();

type Handler = (request: Request) => Promise<Response>;

const tables = [
  "contacts",
  "quotes",
  "newsletter_subscriptions",
  "career_applications",
  "resumes",
  "resume_uploads",
  "resume_upload_chunks",
  "payments",
  "outbox_mails",
] as const;
type Counts = Record<(typeof tables)[number], number>;

async function rowCounts(): Promise<Counts> {
  const [row] = await db.$queryRawUnsafe<Record<string, bigint>[]>(
    `SELECT ${tables.map((table) => `(SELECT count(*) FROM ${table}) AS ${table}`).join(", ")}`,
  );
  return Object.fromEntries(tables.map((table) => [table, Number(row?.[table] ?? -1)])) as Counts;
}

function request(path: string, body: BodyInit | null, headers: Record<string, string>): Request {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "x-forwarded-for": uniqueClientAddress(), ...headers },
    body,
  });
}

/** Sends one request and checks what every answer must satisfy; returns the status and parsed body. */
async function send(
  handler: Handler,
  req: Request,
  allowed: readonly number[],
): Promise<{ status: number; body: Record<string, unknown> }> {
  const before = await rowCounts();
  const started = performance.now();
  const response = await handler(req);
  const text = await response.text();
  expect(performance.now() - started, "answered quickly").toBeLessThan(5_000);
  expect(allowed, `status ${response.status}: ${text.slice(0, 300)}`).toContain(response.status);
  expect(response.headers.get("content-type") ?? "").toMatch(/^application\/json/);
  expect(text).not.toMatch(/\n\s+at |Error:|node_modules|\.ts:\d+/);
  const body = JSON.parse(text) as Record<string, unknown>;
  if (response.status >= 400 && response.status < 500) expect(await rowCounts(), "a refused request stores nothing").toEqual(before);
  expect(({} as Record<string, unknown>).polluted, "Object.prototype is untouched").toBeUndefined();
  expect(Object.prototype.hasOwnProperty.call(Object.prototype, "polluted")).toBe(false);
  return { status: response.status, body };
}

// --- Hostile values -------------------------------------------------------

const hostileStrings = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '"><svg/onload=alert(1)>',
  "'; DROP TABLE contacts; --",
  "' OR '1'='1",
  "Robert'); DELETE FROM quotes WHERE ('1'='1",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff lone low",
  "\u202eexe.fdp",
  "\u2066isolate\u2069",
  "👩‍👩‍👧‍👦🏳️‍🌈",
  "e\u0301\u0302\u0303\u0304\u0305\u0306",
  "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇",
  "\r\nBcc: victim@example.com",
  "__proto__",
  "constructor",
  "{{7*7}}${7*7}",
  "\ufeff\u200b\u00a0",
  "ﷺ",
  "x".repeat(6000),
];

const hostileString = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ maxLength: 20 }),
);

const hostileKey = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "polluted", "website", "toString", "hasOwnProperty"),
  hostileString,
);

/** Any JSON value, with hostile strings and keys. */
const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie("value"), { maxKeys: 4 }),
  ),
})).value;

/** The JSON text of a pollution attempt, written by hand so "__proto__" is a key, not a setter. */
const pollutionBodies = [
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"name":"Asha","__proto__":{"polluted":"yes","isAdmin":true},"email":"asha@example.in"}',
  '[{"__proto__":{"polluted":"yes"}}]',
];

function deeplyNested(levels: number, open = "[", close = "]", inner = "1"): string {
  return open.repeat(levels) + inner + close.repeat(levels);
}

/** Raw bodies that are not a valid JSON form: malformed JSON, invalid UTF-8, nesting, pollution. */
const hostileRawBody: fc.Arbitrary<Uint8Array> = fc.oneof(
  fc.uint8Array({ maxLength: 200 }),
  fc.constantFrom(
    new Uint8Array(),
    new Uint8Array([0xff, 0xfe, 0x7b, 0x7d]),
    new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]), // {"n":"<bad UTF-8>"}
    new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]), // an encoded surrogate
    ...pollutionBodies.map((text) => encoder.encode(text)),
    encoder.encode(deeplyNested(10_000)),
    encoder.encode(deeplyNested(10_000, '{"a":', "}")),
    encoder.encode(`{"name":${deeplyNested(10_000)}}`),
    encoder.encode("{"),
    encoder.encode('{"name":"unterminated'),
    encoder.encode("null"),
    encoder.encode("1e999999"),
    encoder.encode('"just a string"'),
  ),
  hostileJson.map((value) => encoder.encode(JSON.stringify(value) ?? "")),
  fc.string({ unit: "binary", maxLength: 200 }).map((text) => encoder.encode(text)),
);

const idempotencyHeader = fc.option(
  fc.oneof(
    fc.constant(randomUUID()),
    fc.uuid(),
    hostileString.filter((key) => /^[\t\x20-\x7e]*$/.test(key)),
  ),
  { nil: undefined },
);

// --- The JSON forms ------------------------------------------------------

interface JsonRoute {
  path: string;
  handler: Handler;
  valid: Record<string, unknown>;
  /** Free-text fields whose value is stored and mailed. */
  textFields: readonly string[];
  table: "contacts" | "quotes" | "newsletter_subscriptions";
}

const jsonForms: readonly JsonRoute[] = [
  {
    path: "/api/contact",
    handler: postContact,
    valid: {
      name: "Asha Rao",
      email: "asha@example.in",
      phone: "+91 98765 43210",
      interestedService: "web",
      projectDetails: "A new website.",
      budget: "50000-100000",
    },
    textFields: ["name", "company", "projectDetails"],
    table: "contacts",
  },
  {
    path: "/api/quotes",
    handler: postQuotes,
    valid: { name: "Asha Rao", email: "asha@example.in", services: ["web"], description: "A shop with 40 products.", urgency: "standard" },
    textFields: ["name", "company", "description"],
    table: "quotes",
  },
  {
    path: "/api/newsletter",
    handler: postNewsletter,
    valid: { email: "asha@example.in" },
    textFields: [],
    table: "newsletter_subscriptions",
  },
];

// A stored form is 201/200 (the newsletter's is 202 whatever it stored); the
// rest are refusals the contract names (422: a key sent again with another
// body, e.g. the fixed key below).
const formStatuses = [200, 201, 202, 400, 413, 415, 422, 429] as const;

const jsonContentType = fc.oneof(
  fc.constant("application/json"),
  fc.constant("application/json; charset=utf-8"),
  fc.constant("APPLICATION/JSON"),
);
const otherContentType = fc.oneof(
  fc.constantFrom(
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/jsonp",
    "application/json-patch+json",
    "",
    "*/*",
    "text/html; charset=utf-8",
  ),
  fc.string({ maxLength: 30 }).filter((type) => /^[\x20-\x7e]*$/.test(type) && !/^\s*application\/json\s*(;|$)/i.test(type)),
);

afterAll(async () => {
  await db.$disconnect();
});

describe.each(jsonForms)("POST $path under attack", ({ path, handler, valid, textFields, table }) => {
  it("answers any JSON body with a contract status, and stores nothing it refuses", async () => {
    await fc.assert(
      fc.asyncProperty(hostileRawBody, jsonContentType, idempotencyHeader, async (body, contentType, key) => {
        const headers: Record<string, string> = { "content-type": contentType };
        if (key !== undefined) headers["idempotency-key"] = key;
        await send(handler, request(path, body as Uint8Array<ArrayBuffer>, headers), formStatuses);
      }),
      { numRuns },
    );
  });

  it("refuses a valid form with one field replaced by a hostile value, or stores exactly what was sent", async () => {
    const fields = [...Object.keys(valid), ...textFields, "website", "__proto__", "constructor"];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fields), hostileJson, async (field, value) => {
        const text = `{${Object.entries({ ...valid })
          .filter(([name]) => name !== field)
          .map(([name, v]) => `${JSON.stringify(name)}:${JSON.stringify(v)}`)
          .concat(`${JSON.stringify(field)}:${JSON.stringify(value) ?? "null"}`)
          .join(",")}}`;
        const { status, body } = await send(handler, request(path, text, { "content-type": "application/json" }), formStatuses);
        if (status === 400) expect(body).toMatchObject({ error: "validation" });
        if (status === 201 && textFields.includes(field) && typeof value === "string" && value.trim() !== "") {
          const [row] = await db.$queryRawUnsafe<Record<string, unknown>[]>(`SELECT * FROM ${table} WHERE id = $1::uuid`, String(body.id));
          expect(Object.values(row ?? {})).toContain(value.trim());
        }
      }),
      { numRuns },
    );
  });

  it("answers 415 for any other content type, and 400 for an empty body", async () => {
    await fc.assert(
      fc.asyncProperty(otherContentType, async (contentType) => {
        const { status } = await send(handler, request(path, JSON.stringify(valid), { "content-type": contentType }), [415]);
        expect(status).toBe(415);
      }),
      { numRuns: Math.ceil(numRuns / 2) },
    );
    expect((await send(handler, request(path, null, { "content-type": "application/json" }), [400])).status).toBe(400);
    expect((await send(handler, request(path, JSON.stringify(valid), {}), [415])).status).toBe(415);
  });

  it("answers 400 for 10,000 levels of nesting and 413 for 100,000, quickly", async () => {
    for (const text of [
      deeplyNested(10_000),
      deeplyNested(10_000, '{"a":', "}"),
      `{"name":${deeplyNested(10_000)},"email":${deeplyNested(5_000, '{"x":', "}")}}`,
    ]) {
      expect((await send(handler, request(path, text, { "content-type": "application/json" }), [400])).status).toBe(400);
    }
    const huge = request(path, deeplyNested(100_000), { "content-type": "application/json" });
    expect((await send(handler, huge, [413])).status).toBe(413);
    // A chunked body that grows past the cap without declaring a length.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let chunk = 0; chunk < 100; chunk += 1) controller.enqueue(encoder.encode("[".repeat(1024)));
        controller.close();
      },
    });
    const chunked = new Request(`http://localhost${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": uniqueClientAddress() },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect((await send(handler, chunked, [413])).status).toBe(413);
  });

  it("refuses pollution attempts and leaves every prototype alone", async () => {
    for (const text of pollutionBodies) {
      // The third body is a valid newsletter subscription once "__proto__" is dropped.
      await send(
        handler,
        request(path, text, { "content-type": "application/json" }),
        table === "newsletter_subscriptions" ? [202, 400] : [400],
      );
    }
    // A valid form carrying "__proto__" and "constructor" keys is stored without them.
    const text = `${JSON.stringify(valid).slice(0, -1)},"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}`;
    const { status, body } = await send(handler, request(path, text, { "content-type": "application/json" }), [200, 201, 202]);
    if (table === "newsletter_subscriptions") expect({ status, body }).toEqual({ status: 202, body: { status: "accepted" } });
    else expect(typeof body.id).toBe("string");
  });

  if (textFields.length > 0) {
    it("answers 400 for text Postgres cannot keep (NUL, lone surrogates) in any text field", async () => {
      for (const field of textFields) {
        for (const text of ["Asha\u0000Rao", "Asha \ud800", "\udfff"]) {
          const { status, body } = await send(
            handler,
            request(path, JSON.stringify({ ...valid, [field]: text }), { "content-type": "application/json" }),
            [400],
          );
          expect(status).toBe(400);
          expect(body.fieldErrors).toHaveProperty(field);
        }
      }
    });

    it("stores HTML and SQL text verbatim and escapes it in the notification mail", async () => {
      const storableText = fc
        .oneof(
          fc.constantFrom(...hostileStrings.filter((text) => text.length < 90)),
          fc.string({ unit: "grapheme", minLength: 1, maxLength: 60 }),
          fc
            .tuple(fc.constantFrom("<b>", "</td>", "<script>", "&amp;", '"', "'", "--", ";"), fc.string({ maxLength: 20 }))
            .map(([a, b]) => a + b),
        )
        // What the form may hold: text a person could type, which Postgres can keep.
        .filter((text) => text.trim() !== "" && !text.includes("\u0000") && !/\p{Cs}/u.test(text) && !/^\s|\s$/.test(text));
      await fc.assert(
        fc.asyncProperty(storableText, async (text) => {
          await db.$executeRaw`TRUNCATE outbox_mails`;
          const [nameField, , longField] = textFields as readonly [string, string, string];
          const form = { ...valid, [nameField]: text, [longField]: `Details: ${text}` };
          const { status, body } = await send(handler, request(path, JSON.stringify(form), { "content-type": "application/json" }), [201]);
          expect(status).toBe(201);
          const id = String(body.id);
          const [row] = await db.$queryRawUnsafe<Record<string, string>[]>(`SELECT * FROM ${table} WHERE id = $1::uuid`, id);
          const stored = Object.values(row ?? {});
          expect(stored).toContain(text);
          expect(stored).toContain(`Details: ${text}`);
          const notification = await db.outboxMail.findFirstOrThrow({ where: { template: { endsWith: "-notification" } } });
          // The escaped form never holds "<", so markup in the text must not appear raw.
          if (text.includes("<")) expect(notification.html).not.toContain(`Details: ${text}`);
          expect(notification.html).toContain(escapeHtml(`Details: ${text}`));
        }),
        { numRuns: storingRuns },
      );
    });
  }
});

/** How React escapes text in markup. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[char] ?? char);
}

// --- Careers (multipart) ---------------------------------------------------

const careerFields = {
  fullName: "Meena Iyer",
  email: "meena@example.in",
  phone: "+91 91234 56789",
  applyingFor: "Video Editor & Motion Graphics Artist",
  coverLetter: "Five years of editing reels.",
  ageConfirmed: "true",
};

const careerStatuses = [200, 201, 400, 413, 415, 422, 429] as const;

interface Part {
  name: string;
  value: Uint8Array | string;
  filename?: string;
  contentType?: string;
}

/** A multipart body written byte by byte, so names and framing can be anything. */
function multipartBody(parts: readonly Part[], boundary: string): Uint8Array {
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? "" : `; filename="${part.filename}"`}`;
    const type = part.contentType === undefined ? "" : `\r\nContent-Type: ${part.contentType}`;
    chunks.push(encoder.encode(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(typeof part.value === "string" ? encoder.encode(part.value) : part.value);
    chunks.push(encoder.encode("\r\n"));
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  return concat(chunks);
}

function careerRequest(
  parts: readonly Part[],
  { boundary = "----fuzz0boundary", truncateTo }: { boundary?: string; truncateTo?: number } = {},
): Request {
  const body = multipartBody(parts, boundary);
  return request("/api/careers", (truncateTo === undefined ? body : body.slice(0, truncateTo)) as Uint8Array<ArrayBuffer>, {
    "content-type": `multipart/form-data; boundary=${boundary}`,
  });
}

function fieldParts(changes: Record<string, string> = {}): Part[] {
  return Object.entries({ ...careerFields, ...changes }).map(([name, value]) => ({ name, value }));
}

function resumePart(bytes: Uint8Array, filename = "cv.pdf", contentType = "application/pdf"): Part {
  return { name: "resume", value: bytes, filename, contentType };
}

describe("POST /api/careers under attack", () => {
  it("answers any multipart body with a contract status, and stores nothing it refuses", async () => {
    const part = fc.record({
      name: fc.oneof(fc.constantFrom(...Object.keys(careerFields), "resume", "website", "__proto__", "constructor"), hostileString),
      value: fc.oneof(hostileString, fc.uint8Array({ maxLength: 100 }), fc.constant(samplePdf())),
      filename: fc.option(hostileString, { nil: undefined }),
      contentType: fc.option(fc.constantFrom("application/pdf", "text/html", "application/x-msdownload"), { nil: undefined }),
    });
    const body = fc.oneof(
      fc.array(part, { maxLength: 8 }).map((parts) => multipartBody(parts, "----fuzz0boundary")),
      fc.tuple(fc.array(part, { maxLength: 4 }), fc.nat()).map(([parts, cut]) => {
        const bytes = multipartBody([...fieldParts(), ...parts, resumePart(samplePdf())], "----fuzz0boundary");
        return bytes.slice(0, cut % bytes.length);
      }),
      hostileRawBody,
    );
    const contentType = fc.oneof(
      fc.constant("multipart/form-data; boundary=----fuzz0boundary"),
      fc.constant("multipart/form-data"),
      fc.constant("multipart/form-data; boundary="),
      fc.constant(`multipart/form-data; boundary=${"b".repeat(200)}`),
      otherContentType,
    );
    await fc.assert(
      fc.asyncProperty(body, contentType, async (bytes, type) => {
        const { status } = await send(
          postCareers,
          request("/api/careers", bytes as Uint8Array<ArrayBuffer>, { "content-type": type }),
          careerStatuses,
        );
        if (!type.toLowerCase().startsWith("multipart/form-data")) expect(status).toBe(415);
      }),
      { numRuns },
    );
  });

  it("keeps a real PDF with a hostile name under a safe name", async () => {
    const hostileName = fc.oneof(
      fc.constantFrom(
        "../../etc/passwd",
        "..\\..\\windows\\system32\\cv.pdf",
        "/etc/shadow.pdf",
        "cv.pdf.exe",
        "cv.exe.pdf",
        "cv\u202efdp.exe",
        "cv\u0000.pdf",
        "cv\r\nContent-Type: text/html.pdf",
        "<script>alert(1)</script>.pdf",
        "'; DROP TABLE resumes; --.pdf",
        "....pdf",
        "",
        "x".repeat(500),
      ),
      hostileString,
    );
    await fc.assert(
      fc.asyncProperty(hostileName, async (filename) => {
        await db.$executeRaw`TRUNCATE outbox_mails`;
        const form = new FormData();
        for (const [name, value] of Object.entries(careerFields)) form.append(name, value);
        form.append("resume", new File([samplePdf() as Uint8Array<ArrayBuffer>], filename, { type: "application/pdf" }));
        // A part with an empty file name is what a browser sends when no file was chosen.
        const { status, body } = await send(postCareers, request("/api/careers", form, {}), filename === "" ? [400] : [201]);
        if (status === 400) return;
        const row = await db.careerApplication.findUniqueOrThrow({
          where: { id: String(body.id) },
          include: { resume: { select: { originalName: true } } },
        });
        const kept = row.resume?.originalName ?? "";
        expect(kept).toMatch(/\.pdf$/);
        expect(kept).not.toMatch(/[\\/\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
        expect(kept.length).toBeLessThanOrEqual(104);
        expect(kept).not.toMatch(/^\./);
        const mail = await db.outboxMail.findFirstOrThrow({ where: { template: "career-notification" } });
        expect(mail.html).not.toContain("<script>alert");
      }),
      { numRuns: storingRuns },
    );
  });

  it.each([
    ["a PDF that is also a zip (an EOCD record inside)", () => concat([samplePdf(), sampleDocx()]), 415],
    [
      "a PDF with embedded JavaScript",
      () => encoder.encode("%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n"),
      415,
    ],
    [
      "a PDF that is also an HTML page",
      () => encoder.encode("%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n%%EOF\n"),
      415,
    ],
    ["a GIFAR-like GIF with a zip appended", () => concat([encoder.encode("GIF89a\x01\x00\x01\x00"), sampleDocx()]), 415],
    ["an executable named .pdf", () => encoder.encode("MZ\x90\x00\x03 this program cannot be run in DOS mode"), 415],
    ["HTML named .pdf", () => encoder.encode("<!doctype html><script>alert(1)</script>"), 415],
    ["a zip that is not a Word document", () => zip({ "[Content_Types].xml": "<Types/>", "evil.exe": "MZ" }), 415],
    ["an empty file", () => new Uint8Array(), 400],
  ] as const)("refuses %s and stores nothing", async (_name, bytes, expected) => {
    const { status } = await send(postCareers, careerRequest([...fieldParts(), resumePart(bytes())]), [expected]);
    expect(status).toBe(expected);
  });

  it("refuses a DOCX zip bomb by its directory alone, quickly", async () => {
    // A directory whose entries each claim 4 GB uncompressed, and one claiming 65,535 entries.
    const bomb = sampleDocx().slice();
    const view = new DataView(bomb.buffer);
    const end = bomb.length - 22;
    let at = view.getUint32(end + 16, true);
    for (let entry = 0; entry < view.getUint16(end + 10, true); entry += 1) {
      view.setUint32(at + 20, 0xffffffff, true);
      view.setUint32(at + 24, 0xffffffff, true);
      at += 46 + view.getUint16(at + 28, true);
    }
    const started = performance.now();
    // Sizes are never read: the structure is a Word document, so it is taken without inflating anything.
    const claimedHuge = await send(postCareers, careerRequest([...fieldParts(), resumePart(bomb, "bomb.docx", "application/zip")]), [201]);
    expect(claimedHuge.status).toBe(201);

    const manyEntries = sampleDocx().slice();
    new DataView(manyEntries.buffer).setUint16(manyEntries.length - 22 + 8, 0xffff, true);
    new DataView(manyEntries.buffer).setUint16(manyEntries.length - 22 + 10, 0xffff, true);
    expect((await send(postCareers, careerRequest([...fieldParts(), resumePart(manyEntries, "bomb.docx")]), [415])).status).toBe(415);

    // Close to 5 MB of directory records that all claim 4 GB: read once, refused by the entry cap.
    const record = new Uint8Array(46 + 5);
    const recordView = new DataView(record.buffer);
    recordView.setUint32(0, 0x02014b50, true);
    recordView.setUint32(20, 0xffffffff, true);
    recordView.setUint32(24, 0xffffffff, true);
    recordView.setUint16(28, 5, true);
    record.set(encoder.encode("word/"), 46);
    const records = Array.from({ length: 60_000 }, () => record);
    const directory = concat(records);
    const eocd = new Uint8Array(22);
    const eocdView = new DataView(eocd.buffer);
    eocdView.setUint32(0, 0x06054b50, true);
    eocdView.setUint16(8, 0xffff, true);
    eocdView.setUint16(10, 0xffff, true);
    eocdView.setUint32(12, directory.length, true);
    eocdView.setUint32(16, 4, true);
    const large = concat([new Uint8Array([0x50, 0x4b, 0x03, 0x04]), directory, eocd]);
    expect((await send(postCareers, careerRequest([...fieldParts(), resumePart(large, "bomb.docx")]), [415])).status).toBe(415);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("refuses two resumes, a missing one, and a resume sent as text", async () => {
    for (const parts of [
      [...fieldParts(), resumePart(samplePdf()), resumePart(samplePdf(), "second.pdf")],
      fieldParts(),
      [...fieldParts(), { name: "resume", value: "%PDF-1.4 not a file" }],
    ]) {
      const { status, body } = await send(postCareers, careerRequest(parts), [400]);
      expect(status).toBe(400);
      expect(body.fieldErrors).toHaveProperty("resume");
    }
  });

  it("answers 413 for a huge field and 400 for a truncated or unframed body", async () => {
    const hugeField = await send(
      postCareers,
      careerRequest([...fieldParts({ coverLetter: "x".repeat(6 * 1024 * 1024) }), resumePart(samplePdf())]),
      [413],
    );
    expect(hugeField.status).toBe(413);
    const longField = await send(
      postCareers,
      careerRequest([...fieldParts({ coverLetter: "x".repeat(200_000) }), resumePart(samplePdf())]),
      [400],
    );
    expect(longField.status).toBe(400);

    const full = multipartBody([...fieldParts(), resumePart(samplePdf())], "----fuzz0boundary");
    for (const cut of [0, 10, Math.floor(full.length / 2), full.length - 10]) {
      const { status } = await send(postCareers, careerRequest([...fieldParts(), resumePart(samplePdf())], { truncateTo: cut }), [400]);
      expect(status).toBe(400);
    }
    const noBoundary = await send(
      postCareers,
      request("/api/careers", full as Uint8Array<ArrayBuffer>, { "content-type": "multipart/form-data" }),
      [400],
    );
    expect(noBoundary.status).toBe(400);
    const wrongBoundary = await send(
      postCareers,
      request("/api/careers", full as Uint8Array<ArrayBuffer>, { "content-type": "multipart/form-data; boundary=other" }),
      [400],
    );
    expect(wrongBoundary.status).toBe(400);
  });

  it("answers 400 for text fields with NUL bytes or invalid UTF-8, and stores nothing", async () => {
    for (const parts of [
      [...fieldParts({ fullName: "Meena\u0000Iyer" }), resumePart(samplePdf())],
      [...fieldParts({ coverLetter: "cover\u0000letter" }), resumePart(samplePdf())],
    ]) {
      expect((await send(postCareers, careerRequest(parts), [400])).status).toBe(400);
    }
    // Bytes that are not UTF-8 arrive as U+FFFD, which is storable text: the application is taken.
    const invalidUtf8 = await send(
      postCareers,
      careerRequest([...fieldParts(), { name: "coverLetter", value: new Uint8Array([0xc3, 0x28, 0xff]) }, resumePart(samplePdf())]),
      [201],
    );
    expect(invalidUtf8.status).toBe(201);
  });
});

// --- Payments and the CMS webhook -----------------------------------------

describe("chunked resume uploads under attack", () => {
  it("POST /api/careers/uploads answers any JSON body with a contract status, and opens nothing it refuses", async () => {
    await fc.assert(
      fc.asyncProperty(hostileRawBody, async (body) => {
        const { status, body: answer } = await send(
          postResumeUpload,
          request("/api/careers/uploads", body as Uint8Array<ArrayBuffer>, { "content-type": "application/json" }),
          [201, 400, 413, 429],
        );
        if (status === 201) expect(answer).toMatchObject({ id: expect.any(String), token: expect.any(String), chunkSize: 1024 * 1024 });
      }),
      { numRuns },
    );
  });

  it("PUT .../chunks/{index} answers hostile ids, indexes, tokens, types and bodies with a contract status", async () => {
    const opened = await postResumeUpload(
      request("/api/careers/uploads", JSON.stringify({ email: "asha@example.in", fileName: "cv.pdf", size: 64 }), {
        "content-type": "application/json",
      }),
    );
    const upload = (await opened.json()) as { id: string; token: string };
    const printable = hostileString.filter((value) => /^[\t\x20-\x7e]*$/.test(value));
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constant(upload.id), fc.uuid(), hostileString),
        fc.oneof(fc.constantFrom("0", "1", "-1", "00", "1e3", "99999", "0x0"), hostileString),
        fc.option(fc.oneof(fc.constant(upload.token), printable), { nil: undefined }),
        fc.oneof(fc.constant("application/octet-stream"), otherContentType),
        fc.uint8Array({ maxLength: 100 }),
        async (id, index, token, contentType, bytes) => {
          const headers: Record<string, string> = { "content-type": contentType, "x-forwarded-for": uniqueClientAddress() };
          if (token !== undefined) headers["upload-token"] = token;
          const chunk = new Request(`http://localhost/api/careers/uploads/x/chunks/y`, {
            method: "PUT",
            headers,
            body: bytes as Uint8Array<ArrayBuffer>,
          });
          await send((req) => putResumeChunk(req, { params: Promise.resolve({ id, index }) }), chunk, [200, 400, 404, 409, 413, 415]);
        },
      ),
      { numRuns },
    );
  });
});

describe("payment routes under attack", () => {
  let standIn: Awaited<ReturnType<typeof startRazorpayStandIn>>;

  beforeAll(async () => {
    standIn = await startRazorpayStandIn(workerServices().razorpayPort);
  });

  afterAll(async () => {
    await standIn.close();
  });

  it.each([
    ["/api/payments/orders", postOrders],
    ["/api/payments/verify", postVerify],
  ] as const)("%s answers hostile JSON with 400/413/415 and stores nothing", async (path, handler) => {
    await fc.assert(
      fc.asyncProperty(hostileRawBody, fc.oneof(jsonContentType, otherContentType), async (body, contentType) => {
        const { status } = await send(
          handler,
          request(path, body as Uint8Array<ArrayBuffer>, { "content-type": contentType }),
          [400, 413, 415, 429],
        );
        if (!contentType.toLowerCase().startsWith("application/json")) expect(status).toBe(415);
      }),
      { numRuns },
    );
  });

  it("/api/payments/orders refuses hostile ids, and never trusts a sent amount", async () => {
    const order = fc.record({
      purpose: fc.oneof(fc.constantFrom("service", "plan", "quote"), hostileString),
      serviceId: hostileJson,
      planId: hostileJson,
      quoteId: fc.oneof(fc.uuid(), hostileString),
      checkoutToken: fc.oneof(hostileString, fc.base64String({ minLength: 1, maxLength: 64 })),
      cycle: hostileJson,
      amount: fc.integer(),
    });
    await fc.assert(
      fc.asyncProperty(order, async (body) => {
        await send(postOrders, request("/api/payments/orders", JSON.stringify(body), { "content-type": "application/json" }), [400]);
      }),
      { numRuns },
    );
  });

  it("/api/payments/verify refuses any unsigned or forged verification", async () => {
    const verification = fc.record({
      razorpay_order_id: hostileString,
      razorpay_payment_id: hostileString,
      razorpay_signature: fc.oneof(hostileString, fc.stringMatching(/^[0-9a-f]{64}$/)),
    });
    await fc.assert(
      fc.asyncProperty(verification, async (body) => {
        const { status, body: answer } = await send(
          postVerify,
          request("/api/payments/verify", JSON.stringify(body), { "content-type": "application/json" }),
          [400],
        );
        expect(status).toBe(400);
        expect(answer.status).toBeUndefined();
      }),
      { numRuns },
    );
  });

  it("/api/payments/webhook answers 400 to unsigned or forged deliveries, whatever they hold", async () => {
    await fc.assert(
      fc.asyncProperty(
        hostileRawBody,
        fc.option(fc.oneof(hostileString, fc.stringMatching(/^[0-9a-f]{64}$/)), { nil: undefined }),
        async (body, signature) => {
          const headers: Record<string, string> = { "content-type": "application/json" };
          if (signature !== undefined && /^[\t\x20-\x7e]*$/.test(signature)) headers["x-razorpay-signature"] = signature;
          const { status, body: answer } = await send(
            postWebhook,
            request("/api/payments/webhook", body as Uint8Array<ArrayBuffer>, headers),
            [400, 413],
          );
          if (status === 400) expect(answer.error).toBe("invalid_signature");
        },
      ),
      { numRuns },
    );
    const huge = await send(
      postWebhook,
      request("/api/payments/webhook", deeplyNested(200_000), { "content-type": "application/json" }),
      [413],
    );
    expect(huge.status).toBe(413);
  });

  it("/api/payments/webhook takes any signed JSON event without a 500 and stores no payment", async () => {
    const secret = process.env.RAZORPAY_WEBHOOK_SECRET ?? "";
    const event = fc.record({
      event: fc.oneof(fc.constantFrom("payment.captured", "payment.failed", "order.paid"), hostileString),
      payload: hostileJson,
    });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          event.map((value) => JSON.stringify(value)),
          hostileRawBody.map((bytes) => new TextDecoder().decode(bytes)),
        ),
        async (text) => {
          const bytes = encoder.encode(text);
          const signature = createHmac("sha256", secret).update(bytes).digest("hex");
          const before = await db.payment.count();
          // A signed body jsonb cannot keep (a NUL, half a surrogate pair) is malformed: 400, never a 503.
          await send(
            postWebhook,
            request("/api/payments/webhook", bytes, { "content-type": "application/json", "x-razorpay-signature": signature }),
            [200, 400],
          );
          expect(await db.payment.count()).toBe(before);
        },
      ),
      { numRuns },
    );
  });
});

// The signed path and forged signatures are fuzzed in lib/cms/revalidate.test.ts;
// here the route runs as integration tests configure it: no Sanity project.
describe("POST /api/revalidate under attack", () => {
  it("answers any call with 401 while Sanity is not configured", async () => {
    await fc.assert(
      fc.asyncProperty(
        hostileRawBody,
        fc.option(
          hostileString.filter((value) => /^[\t\x20-\x7e]+$/.test(value)),
          { nil: undefined },
        ),
        async (body, signature) => {
          const headers: Record<string, string> = { "content-type": "application/json" };
          if (signature !== undefined) headers["sanity-webhook-signature"] = signature;
          await send(
            (req) => postRevalidate(new NextRequest(req)),
            request("/api/revalidate", body as Uint8Array<ArrayBuffer>, headers),
            [401],
          );
        },
      ),
      { numRuns: Math.ceil(numRuns / 2) },
    );
  });
});

// The second factor's and the sessions' routes: an admin's own JSON (signed in),
// the sign-in form's challenge and the sign-in mail's link (anyone). Any body,
// type or id answers a status the contract names, never 5xx.
describe("admin security routes under attack", () => {
  beforeAll(async () => {
    await db.$executeRaw`TRUNCATE admin_users CASCADE`;
    const admin = await db.adminUser.create({ data: { email: "fuzz-admin@agency.test", passwordHash: "not-used" }, select: { id: true } });
    session.current = await sessionClaims(admin.id);
  });

  afterAll(() => {
    session.current = null;
  });

  const context = { params: Promise.resolve(undefined) };
  const adminRoutes = [
    ["/api/admin/security/totp/confirm", (req: Request) => postTotpConfirm(req, context), [400, 413, 415]],
    ["/api/admin/security/passkeys", (req: Request) => postPasskey(req, context), [400, 413, 415]],
    ["/api/admin/sessions", (req: Request) => postSessions(req, context), [200, 400, 401, 404, 413, 415]],
  ] as const;

  it.each(adminRoutes)("%s answers hostile JSON and types with a contract status", async (path, handler, allowed) => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileRawBody,
          hostileJson.map((value) => encoder.encode(JSON.stringify(value))),
        ),
        fc.oneof(jsonContentType, otherContentType),
        async (body, contentType) => {
          await send(handler, request(path, body as Uint8Array<ArrayBuffer>, { "content-type": contentType }), allowed);
        },
      ),
      { numRuns: Math.ceil(numRuns / 2) },
    );
  });

  it("DELETE /api/admin/security/passkeys/{id} answers any id with 404", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.uuid(), hostileString), async (id) => {
        const req = new Request("http://localhost/api/admin/security/passkeys/x", { method: "DELETE" });
        await send((r) => deletePasskey(r, { params: Promise.resolve({ id }) }), req, [404]);
      }),
      { numRuns: Math.ceil(numRuns / 2) },
    );
  });

  it("POST /api/passkey-challenge answers anything with a challenge or 429", async () => {
    await fc.assert(
      fc.asyncProperty(hostileRawBody, async (body) => {
        const { status, body: answer } = await send(
          postPasskeyChallenge,
          request("/api/passkey-challenge", body as Uint8Array<ArrayBuffer>, { "content-type": "application/json" }),
          [200, 429],
        );
        if (status === 200) expect(answer.challengeId).toEqual(expect.any(String));
      }),
      { numRuns: Math.ceil(numRuns / 3) },
    );
  });

  it("POST /api/sessions/end-all answers a hostile token with its 400 page, ending nothing", async () => {
    await fc.assert(
      fc.asyncProperty(hostileString, async (token) => {
        const response = await postEndAll(
          new Request(`http://localhost/api/sessions/end-all?${new URLSearchParams({ token })}`, { method: "POST" }),
        );
        const text = await response.text();
        expect(response.status).toBe(400);
        expect(response.headers.get("content-type")).toMatch(/^text\/html/);
        expect(text).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
      }),
      { numRuns: Math.ceil(numRuns / 3) },
    );
    expect(await db.adminSession.count({ where: { endedAt: { not: null } } })).toBe(0);
  });
});

// --- next-auth's routes ---------------------------------------------------

describe("next-auth's routes under attack", () => {
  // next-auth reads the request's headers and cookies with require("next/headers"), which only a
  // running Next server answers: here they are the request's own, as Next would give them.
  const incoming: { request: Request | null } = { request: null };
  const nextHeaders = createRequire(import.meta.url)("next/headers") as Record<string, unknown>;
  const original = { ...nextHeaders };
  beforeAll(() => {
    nextHeaders.headers = async () => new Headers(incoming.request?.headers);
    nextHeaders.cookies = async () => ({ getAll: () => [], get: () => undefined, has: () => false });
  });
  afterAll(() => {
    Object.assign(nextHeaders, original);
  });
  const actions = ["callback/credentials", "signin", "signin/credentials", "signout", "_log", "session", "csrf", "providers", "error"];
  const hostileCallbackUrls = [
    "http://127.0.0.1.evil.example/",
    "https://evil.example/admin",
    "//evil.example/",
    "/\\evil.example",
    "javascript:alert(1)",
    "http://[",
    "/admin\r\nSet-Cookie: a=b",
  ];

  /** Any answer but a 5xx, and no stack trace in it; next-auth's own answers may be HTML or redirects. */
  async function sendAuth(method: "GET" | "POST", action: string, body: BodyInit | null, headers: Record<string, string>, query = "") {
    const url = `http://localhost/api/auth/${action}${query}`;
    const req = new NextRequest(url, { method, headers: { "x-forwarded-for": uniqueClientAddress(), ...headers }, body });
    incoming.request = req;
    const context = { params: Promise.resolve({ nextauth: action.split("/") }) };
    const started = performance.now();
    const response = await (method === "GET" ? getAuth : postAuth)(req, context);
    const text = await response.text();
    expect(performance.now() - started, "answered quickly").toBeLessThan(5_000);
    expect(response.status, `${method} ${action}${query}: ${response.status} ${text.slice(0, 200)}`).toBeLessThan(500);
    expect(text).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
    return response.status;
  }

  it("answers any body, media type and callbackUrl with a status under 500", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const formBody = fc
      .dictionary(
        fc.oneof(fc.constantFrom("email", "password", "code", "passkey", "csrfToken", "callbackUrl", "json", "__proto__"), hostileString),
        fc.oneof(hostileString, fc.constantFrom(...hostileCallbackUrls)),
        { maxKeys: 6 },
      )
      .map((fields) => new URLSearchParams(fields).toString());
    const body = fc.oneof(
      formBody.map((text) => encoder.encode(text)),
      hostileRawBody,
      fc.constant(new Uint8Array()),
    );
    const contentType = fc.oneof(fc.constant("application/x-www-form-urlencoded"), fc.constant("application/json"), otherContentType);
    const query = fc.option(
      fc.oneof(fc.constantFrom(...hostileCallbackUrls), hostileString).map((url) => `?${new URLSearchParams({ callbackUrl: url })}`),
      { nil: "" },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("GET" as const, "POST" as const),
        fc.oneof(fc.constantFrom(...actions), fc.constant("callback/nothing"), fc.constant("nothing")),
        body,
        contentType,
        query,
        async (method, action, bytes, type, search) => {
          await sendAuth(method, action, method === "GET" ? null : (bytes as Uint8Array<ArrayBuffer>), { "content-type": type }, search);
        },
      ),
      { numRuns: numRuns * 2 },
    );
    // Nothing was thrown for endpoint() to catch.
    expect(errors.mock.calls.filter(([message]) => String(message).startsWith("[auth]"))).toEqual([]);
    errors.mockRestore();
  });

  it("answers 4xx to an empty or invalid body and to a callbackUrl off this site, on every action", async () => {
    const statuses: number[] = [];
    for (const action of ["callback/credentials", "signin", "signout", "_log"]) {
      statuses.push(await sendAuth("POST", action, null, { "content-type": "application/x-www-form-urlencoded" }));
      statuses.push(await sendAuth("POST", action, "", { "content-type": "application/json" }));
      statuses.push(await sendAuth("POST", action, "{", { "content-type": "application/json" }));
      for (const url of hostileCallbackUrls) {
        const form = new URLSearchParams({ callbackUrl: url }).toString();
        statuses.push(await sendAuth("POST", action, form, { "content-type": "application/x-www-form-urlencoded" }));
        statuses.push(await sendAuth("GET", "signin", null, {}, `?callbackUrl=${encodeURIComponent(url)}`));
      }
    }
    expect(statuses.filter((status) => status < 400 || status >= 500)).toEqual([]);
  });

  it("refuses a 4 MiB body quickly, declared or not, never holding a health check 100 ms", async () => {
    const body = encoder.encode(`csrfToken=x&email=${"a".repeat(4 * 1024 * 1024)}`);
    const context = { params: Promise.resolve({ nextauth: ["callback", "credentials"] }) };
    const asNext = (req: Request) => {
      const next = new NextRequest(req);
      incoming.request = next;
      return postAuth(next, context);
    };
    const headers = { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": uniqueClientAddress() };

    for (const declareLength of [true, false]) {
      const held = await sendHoldingServer(asNext, "http://localhost/api/auth/callback/credentials", headers, body, { declareLength });

      expect(held.status).toBe(413);
      expect(held.cpuMs).toBeLessThan(50);
      expect(held.longestHoldMs).toBeLessThan(100);
    }
  });
});
