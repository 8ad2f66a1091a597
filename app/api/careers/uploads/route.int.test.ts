import { createHash, randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { POST as postApplication } from "@/app/api/careers/route";
import { db } from "@/lib/db";
import { purgeAbandonedUploads, uploadLifetimeMs } from "@/lib/uploads/resume-uploads";
import { largePdf, samplePdf } from "@/test/documents";
import { jsonRequest, multipartRequest, uniqueClientAddress } from "@/test/requests";
import { resumeRules, uploadRules } from "@/lib/validation/form-constants";
import { PUT as putChunk } from "./[id]/chunks/[index]/route";
import { POST as postUpload } from "./route";

// Resumes sent in chunks: POST /api/careers/uploads, PUT .../chunks/{index},
// then POST /api/careers naming the finished upload. Every request here stays
// far under the 4 MB no request may exceed (Vercel refuses 4.5 MB).

const fields = {
  fullName: "Meena Iyer",
  email: "meena@example.in",
  applyingFor: "Video Editor & Motion Graphics Artist",
  ageConfirmed: "true",
};

interface Opened {
  id: string;
  token: string;
  chunkSize: number;
  /** The visitor who opened it, and sends its chunks. */
  client: string;
}

function openRequest(size: number, client: string, fileName = "Meena CV.pdf"): Promise<Response> {
  return postUpload(jsonRequest("/api/careers/uploads", { email: fields.email, fileName, size }, { client }));
}

async function open(size: number, fileName = "Meena CV.pdf", client = uniqueClientAddress()): Promise<Opened> {
  const response = await openRequest(size, client, fileName);
  expect(response.status).toBe(201);
  return { ...((await response.json()) as Omit<Opened, "client">), client };
}

function chunkRequest(
  id: string,
  index: number | string,
  bytes: Uint8Array,
  token: string | null,
  contentType = "application/octet-stream",
  client: string | null = null,
): [Request, { params: Promise<{ id: string; index: string }> }] {
  const headers: Record<string, string> = { "content-type": contentType };
  if (token !== null) headers["upload-token"] = token;
  if (client !== null) headers["x-forwarded-for"] = client;
  const request = new Request(`http://localhost/api/careers/uploads/${id}/chunks/${index}`, {
    method: "PUT",
    headers,
    body: bytes as Uint8Array<ArrayBuffer>,
  });
  return [request, { params: Promise.resolve({ id, index: String(index) }) }];
}

async function sendChunk(upload: Opened, index: number, bytes: Uint8Array, token: string | null = upload.token): Promise<Response> {
  return putChunk(...chunkRequest(upload.id, index, bytes, token, "application/octet-stream", upload.client));
}

/** Sends `file` in order in the chunk size the server asked for. */
async function sendAll(upload: Opened, file: Uint8Array): Promise<void> {
  for (let index = 0; index * upload.chunkSize < file.length; index += 1) {
    const response = await sendChunk(upload, index, file.subarray(index * upload.chunkSize, (index + 1) * upload.chunkSize));
    expect(response.status).toBe(200);
  }
}

function applicationNaming(upload: { id: string; token: string }, changes: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...fields, resumeUploadId: upload.id, resumeUploadToken: upload.token, ...changes }))
    form.append(name, value);
  return form;
}

async function stored() {
  return {
    applications: await db.careerApplication.count(),
    resumes: await db.resume.count(),
    // Each stored application queues two: the agency's notification and the applicant's acknowledgement.
    mails: await db.outboxMail.count(),
  };
}

const nothingStored = { applications: 0, resumes: 0, mails: 0 };

beforeEach(async () => {
  await db.$executeRaw`TRUNCATE career_applications, resumes, resume_uploads, resume_upload_chunks, outbox_mails, submission_keys, rate_limit_windows`;
});

afterAll(async () => {
  await db.$disconnect();
});

describe("a resume sent in chunks", () => {
  it("takes a 5 MB PDF in 1 MiB chunks and stores it byte for byte with the application, then forgets the upload", async () => {
    const pdf = largePdf(resumeRules.maxBytes);
    const upload = await open(pdf.length, "../Meena CV.pdf");
    expect(upload.chunkSize).toBe(uploadRules.chunkBytes);
    expect(upload.chunkSize).toBeLessThanOrEqual(4 * 1000 * 1000);
    expect(upload.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is kept.
    expect(JSON.stringify(await db.resumeUpload.findFirstOrThrow())).not.toContain(upload.token);

    await sendAll(upload, pdf);
    expect(await db.resumeUploadChunk.count()).toBe(5);

    const response = await postApplication(multipartRequest("/api/careers", applicationNaming(upload)));

    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const row = await db.careerApplication.findUniqueOrThrow({ where: { id }, include: { resume: true } });
    expect(row.resumeUrl).toBe(`resume:${row.resumeId}`);
    expect(row.resume).toMatchObject({
      originalName: "Meena CV.pdf",
      contentType: "application/pdf",
      size: resumeRules.maxBytes,
      sha256: createHash("sha256").update(pdf).digest("hex"),
    });
    expect(Buffer.from(row.resume?.bytes ?? []).equals(Buffer.from(pdf))).toBe(true);
    expect((await db.outboxMail.findFirstOrThrow({ where: { template: "career-notification" } })).text).toContain("Meena CV.pdf");
    expect(await db.resumeUpload.count()).toBe(0);
    expect(await db.resumeUploadChunk.count()).toBe(0);
  });

  it("answers a retried application (same key) with the first one's id and stores one", async () => {
    const upload = await open(samplePdf().length);
    await sendAll(upload, samplePdf());
    const key = randomUUID();

    const first = await postApplication(multipartRequest("/api/careers", applicationNaming(upload), { key }));
    const retry = await postApplication(multipartRequest("/api/careers", applicationNaming(upload), { key }));

    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual(await first.json());
    expect(await stored()).toEqual({ applications: 1, resumes: 1, mails: 2 });
  });

  it("lets only one of two applications racing for the same upload have it", async () => {
    const upload = await open(samplePdf().length);
    await sendAll(upload, samplePdf());

    const answers = await Promise.all([1, 2].map(() => postApplication(multipartRequest("/api/careers", applicationNaming(upload)))));

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 404]);
    expect(await stored()).toEqual({ applications: 1, resumes: 1, mails: 2 });
  });
});

describe("a resume over 5 MB", () => {
  it("is refused when its declared size is 5 MB + 1 byte, saying which limit, and no upload is opened", async () => {
    const response = await postUpload(
      jsonRequest("/api/careers/uploads", { email: fields.email, fileName: "big.pdf", size: resumeRules.maxBytes + 1 }),
    );

    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "too_large", limit: "resume", maxBytes: resumeRules.maxBytes });
    expect(await db.resumeUpload.count()).toBe(0);
  });

  it("is refused when the chunks add up past the declared size, whatever the client said", async () => {
    const pdf = largePdf(resumeRules.maxBytes);
    const upload = await open(pdf.length);
    await sendAll(upload, pdf);

    const extra = await sendChunk(upload, 5, new Uint8Array([0x25]));

    expect(extra.status).toBe(413);
    expect(await extra.json()).toEqual({ error: "too_large", limit: "upload", maxBytes: resumeRules.maxBytes });
    expect(await db.resumeUploadChunk.count()).toBe(5);
    expect((await db.resumeUpload.findFirstOrThrow()).receivedBytes).toBe(resumeRules.maxBytes);
  });

  it("is refused as one 5 MB + 1 byte multipart request, naming the per-request limit", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("resume", new File([largePdf(resumeRules.maxBytes + 1)], "big.pdf", { type: "application/pdf" }));

    const response = await postApplication(multipartRequest("/api/careers", form));

    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "too_large", limit: "request", maxBytes: uploadRules.maxRequestBytes });
    expect(await stored()).toEqual(nothingStored);
  });

  it("refuses a chunk longer than the chunk size before storing any of it", async () => {
    const upload = await open(resumeRules.maxBytes);

    const response = await sendChunk(upload, 0, new Uint8Array(uploadRules.chunkBytes + 1));

    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "too_large", limit: "request", maxBytes: uploadRules.chunkBytes });
    expect(await db.resumeUploadChunk.count()).toBe(0);
  });
});

describe("chunks that break the order", () => {
  it("answers 409 for a chunk out of order and keeps nothing of it", async () => {
    const pdf = largePdf(3 * uploadRules.chunkBytes);
    const upload = await open(pdf.length);

    const skipped = await sendChunk(upload, 1, pdf.subarray(uploadRules.chunkBytes, 2 * uploadRules.chunkBytes));

    expect(skipped.status).toBe(409);
    expect(await skipped.json()).toEqual({ error: "chunk_out_of_order", nextIndex: 0 });
    expect(await db.resumeUploadChunk.count()).toBe(0);
    expect((await db.resumeUpload.findFirstOrThrow()).receivedBytes).toBe(0);
  });

  it("answers 409 for a duplicate chunk, naming the next one, and keeps the first copy", async () => {
    const pdf = largePdf(2 * uploadRules.chunkBytes);
    const upload = await open(pdf.length);
    expect((await sendChunk(upload, 0, pdf.subarray(0, uploadRules.chunkBytes))).status).toBe(200);

    const duplicate = await sendChunk(upload, 0, new Uint8Array(uploadRules.chunkBytes).fill(0x41));

    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({ error: "chunk_already_received", nextIndex: 1 });
    const chunks = await db.resumeUploadChunk.findMany();
    expect(chunks).toHaveLength(1);
    expect(Buffer.from(chunks[0]?.bytes ?? []).equals(Buffer.from(pdf.subarray(0, uploadRules.chunkBytes)))).toBe(true);
  });

  it("answers 400 for a chunk before the last one that is shorter than the chunk size", async () => {
    const upload = await open(2 * uploadRules.chunkBytes);

    const short = await sendChunk(upload, 0, new Uint8Array(1000));

    expect(short.status).toBe(400);
    expect(await db.resumeUploadChunk.count()).toBe(0);
  });

  it("answers 415 for a chunk that is not application/octet-stream, and 400 for an empty one", async () => {
    const upload = await open(100);

    const wrongType = await putChunk(...chunkRequest(upload.id, 0, new Uint8Array(100), upload.token, "multipart/form-data; boundary=x"));
    const empty = await sendChunk(upload, 0, new Uint8Array());

    expect(wrongType.status).toBe(415);
    expect(empty.status).toBe(400);
    expect(await db.resumeUploadChunk.count()).toBe(0);
  });
});

describe("someone else's upload", () => {
  it("answers 404 to a chunk with another upload's token, no token, an unknown or malformed id, and stores nothing", async () => {
    const mine = await open(100);
    const theirs = await open(100);
    const bytes = samplePdf().subarray(0, 100);

    const attempts = [
      await sendChunk(theirs, 0, bytes, mine.token),
      await sendChunk(theirs, 0, bytes, null),
      await sendChunk({ ...theirs, id: randomUUID() }, 0, bytes),
      await putChunk(...chunkRequest("not-a-uuid", 0, bytes, theirs.token)),
      await putChunk(...chunkRequest(theirs.id, "first", bytes, theirs.token)),
    ];

    for (const attempt of attempts) {
      expect(attempt.status).toBe(404);
      expect(await attempt.json()).toEqual({ error: "upload_not_found" });
    }
    expect(await db.resumeUploadChunk.count()).toBe(0);
  });

  it("answers 404 to an application naming another upload's token, stores nothing and leaves the upload to its owner", async () => {
    const mine = await open(samplePdf().length);
    const theirs = await open(samplePdf().length);
    await sendAll(theirs, samplePdf());

    const response = await postApplication(multipartRequest("/api/careers", applicationNaming({ id: theirs.id, token: mine.token })));

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "upload_not_found" });
    expect(await stored()).toEqual(nothingStored);
    expect(await db.resumeUpload.count()).toBe(2);
    const owner = await postApplication(multipartRequest("/api/careers", applicationNaming(theirs)));
    expect(owner.status).toBe(201);
  });

  it("answers 404 to an application naming an upload that another application already took", async () => {
    const upload = await open(samplePdf().length);
    await sendAll(upload, samplePdf());
    expect((await postApplication(multipartRequest("/api/careers", applicationNaming(upload)))).status).toBe(201);

    const again = await postApplication(multipartRequest("/api/careers", applicationNaming(upload)));

    expect(again.status).toBe(404);
    expect(await stored()).toEqual({ applications: 1, resumes: 1, mails: 2 });
  });
});

describe("a finished upload that cannot become an application", () => {
  it("answers 415 when its bytes are not a resume, even named .pdf, stores nothing and drops the upload", async () => {
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    const upload = await open(html.length, "cv.pdf");
    await sendAll(upload, html);

    const response = await postApplication(multipartRequest("/api/careers", applicationNaming(upload)));

    expect(response.status).toBe(415);
    expect(await stored()).toEqual(nothingStored);
    expect(await db.resumeUpload.count()).toBe(0);
    expect(await db.resumeUploadChunk.count()).toBe(0);
  });

  it("answers 415 for a PDF carrying JavaScript, sent in chunks (the same hazard checks as one file)", async () => {
    const pdf = largePdf(uploadRules.chunkBytes + 500);
    pdf.set(new TextEncoder().encode("/OpenAction << /S /JavaScript /JS (app.alert(1)) >>"), uploadRules.chunkBytes - 20);
    const upload = await open(pdf.length);
    await sendAll(upload, pdf);

    const response = await postApplication(multipartRequest("/api/careers", applicationNaming(upload)));

    expect(response.status).toBe(415);
    expect(await stored()).toEqual(nothingStored);
  });

  it("answers 409 while the upload is unfinished, stores nothing, and takes it once the last chunk is in", async () => {
    const pdf = largePdf(uploadRules.chunkBytes + 10);
    const upload = await open(pdf.length);
    expect((await sendChunk(upload, 0, pdf.subarray(0, uploadRules.chunkBytes))).status).toBe(200);

    const early = await postApplication(multipartRequest("/api/careers", applicationNaming(upload)));

    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({ error: "upload_incomplete", receivedBytes: uploadRules.chunkBytes, size: pdf.length });
    expect(await stored()).toEqual(nothingStored);
    expect((await sendChunk(upload, 1, pdf.subarray(uploadRules.chunkBytes))).status).toBe(200);
    expect((await postApplication(multipartRequest("/api/careers", applicationNaming(upload)))).status).toBe(201);
  });

  it("answers 400 naming the fields when the application is invalid, and keeps the upload for the corrected one", async () => {
    const upload = await open(samplePdf().length);
    await sendAll(upload, samplePdf());

    const invalid = await postApplication(
      multipartRequest("/api/careers", applicationNaming(upload, { email: "meena", ageConfirmed: "false" })),
    );

    expect(invalid.status).toBe(400);
    const { fieldErrors } = (await invalid.json()) as { fieldErrors: Record<string, string[]> };
    expect(Object.keys(fieldErrors).sort()).toEqual(["ageConfirmed", "email"]);
    expect(await stored()).toEqual(nothingStored);
    expect((await postApplication(multipartRequest("/api/careers", applicationNaming(upload)))).status).toBe(201);
  });

  it("answers 400 for a file attached and an upload named at once", async () => {
    const upload = await open(samplePdf().length);
    await sendAll(upload, samplePdf());
    const form = applicationNaming(upload);
    form.append("resume", new File([samplePdf() as Uint8Array<ArrayBuffer>], "cv.pdf", { type: "application/pdf" }));

    const response = await postApplication(multipartRequest("/api/careers", form));

    expect(response.status).toBe(400);
    expect(((await response.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.resume).toEqual(["Please upload one file."]);
    expect(await stored()).toEqual(nothingStored);
  });

  it("answers a bot that fills the honeypot as if stored, stores nothing and drops its upload", async () => {
    const upload = await open(samplePdf().length);
    await sendAll(upload, samplePdf());

    const response = await postApplication(multipartRequest("/api/careers", applicationNaming(upload, { website: "spam.example" })));

    expect(response.status).toBe(201);
    expect(await stored()).toEqual(nothingStored);
    expect(await db.resumeUpload.count()).toBe(0);
  });
});

describe("opening an upload", () => {
  it("answers 400 naming each bad detail and opens nothing", async () => {
    for (const [body, field] of [
      [{ email: "meena", fileName: "cv.pdf", size: 100 }, "email"],
      [{ email: fields.email, fileName: "", size: 100 }, "fileName"],
      [{ email: fields.email, fileName: "cv.pdf", size: 0 }, "size"],
      [{ email: fields.email, fileName: "cv.pdf", size: "5242880" }, "size"],
      [{ email: fields.email, fileName: "cv.pdf", size: 1.5 }, "size"],
    ] as const) {
      const response = await postUpload(jsonRequest("/api/careers/uploads", body));
      expect(response.status).toBe(400);
      expect(Object.keys(((await response.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors)).toEqual([field]);
    }
    const notJson = await postUpload(jsonRequest("/api/careers/uploads", "{", {}));
    const wrongType = await postUpload(jsonRequest("/api/careers/uploads", "size=1", { contentType: "application/x-www-form-urlencoded" }));
    expect(notJson.status).toBe(400);
    expect(wrongType.status).toBe(415);
    expect(await db.resumeUpload.count()).toBe(0);
  });

  it("counts every chunk against the visitor's limit: past it, 429 and no more bytes are stored", async () => {
    const max = Number(process.env.RATE_LIMIT_MAX);
    const pdf = largePdf(uploadRules.chunkBytes + 10);
    const upload = await open(pdf.length);
    expect((await sendChunk(upload, 0, pdf.subarray(0, uploadRules.chunkBytes))).status).toBe(200);
    // The opening and the first chunk were two requests; resent chunks count as any other.
    for (let request = 2; request < max; request += 1) expect((await sendChunk(upload, 0, pdf.subarray(0, 10))).status).toBe(409);

    const limited = await sendChunk(upload, 1, pdf.subarray(uploadRules.chunkBytes));

    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await db.resumeUploadChunk.count()).toBe(1);
    expect((await db.resumeUpload.findFirstOrThrow()).receivedBytes).toBe(uploadRules.chunkBytes);
    const anotherVisitor = await open(100);
    expect((await sendChunk(anotherVisitor, 0, samplePdf().subarray(0, 100))).status).toBe(200);
  });

  it("lets one visitor have 3 uploads open at once: the fourth is 429 saying so, and taking one makes room", async () => {
    const client = uniqueClientAddress();
    const uploads = [
      await open(samplePdf().length, "cv.pdf", client),
      await open(100, "cv.pdf", client),
      await open(100, "cv.pdf", client),
    ];

    const fourth = await openRequest(100, client);

    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toEqual({
      error: "too_many_uploads",
      message: "At most 3 resume uploads may be open at once. Send your application with one of them, or try again later.",
    });
    const retryAfter = Number(fourth.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(uploadLifetimeMs / 1000);
    expect(await db.resumeUpload.count()).toBe(3);
    // Another visitor is not held back by this one.
    await open(100);

    const [first] = uploads;
    await sendAll(first!, samplePdf());
    expect((await postApplication(multipartRequest("/api/careers", applicationNaming(first!), { client }))).status).toBe(201);
    expect((await openRequest(100, client)).status).toBe(201);
  });
});

describe("a finished upload, checked once", () => {
  it("keeps its verdict, so a request refused with 422 and the next one do not read its bytes again", async () => {
    const upload = await open(samplePdf().length);
    await sendAll(upload, samplePdf());
    const key = randomUUID();
    const attached = new FormData();
    for (const [name, value] of Object.entries(fields)) attached.append(name, value);
    attached.append("resume", new File([samplePdf() as Uint8Array<ArrayBuffer>], "cv.pdf", { type: "application/pdf" }));
    expect((await postApplication(multipartRequest("/api/careers", attached, { key }))).status).toBe(201);

    // The key's first use was another submission: 422, the upload stays, its verdict kept.
    const reused = await postApplication(multipartRequest("/api/careers", applicationNaming(upload), { key }));
    expect(reused.status).toBe(422);
    expect(await db.resumeUpload.findUniqueOrThrow({ where: { id: upload.id }, select: { verdict: true } })).toEqual({ verdict: "pdf" });

    // Bytes that would now be refused if read again are taken on the verdict (a finished upload's bytes cannot change).
    const html = new Uint8Array(samplePdf().length);
    html.set(new TextEncoder().encode("<html><script>alert(1)</script></html>"));
    await db.resumeUploadChunk.updateMany({ where: { uploadId: upload.id }, data: { bytes: html } });
    const next = await postApplication(multipartRequest("/api/careers", applicationNaming(upload)));
    expect(next.status).toBe(201);
    expect(await stored()).toEqual({ applications: 2, resumes: 2, mails: 4 });
  });
});

describe("a retried application whose upload the first try took", () => {
  it("answers 422 when the same key comes with another application or another upload, as every form does, and stores nothing", async () => {
    const upload = await open(samplePdf().length);
    await sendAll(upload, samplePdf());
    const key = randomUUID();
    const first = await postApplication(multipartRequest("/api/careers", applicationNaming(upload), { key }));
    const { id } = (await first.json()) as { id: string };

    const madeUp = { id: randomUUID(), token: upload.token };
    const answers = [
      await postApplication(multipartRequest("/api/careers", applicationNaming(madeUp, { fullName: "Someone Else" }), { key })),
      await postApplication(multipartRequest("/api/careers", applicationNaming(madeUp), { key })),
      await postApplication(multipartRequest("/api/careers", applicationNaming(upload, { fullName: "Someone Else" }), { key })),
    ];

    for (const answer of answers) {
      expect(answer.status).toBe(422);
      expect(await answer.text()).not.toContain(id);
    }
    expect(await stored()).toEqual({ applications: 1, resumes: 1, mails: 2 });
    // The same application again is the repeat it is.
    const retry = await postApplication(multipartRequest("/api/careers", applicationNaming(upload), { key }));
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual({ id });
  });
});

describe("abandoned uploads", () => {
  it("refuse chunks and applications once their hour is over, and the sweep deletes them with their chunks", async () => {
    const pdf = largePdf(uploadRules.chunkBytes + 10);
    const upload = await open(pdf.length);
    const fresh = await open(pdf.length);
    expect((await sendChunk(upload, 0, pdf.subarray(0, uploadRules.chunkBytes))).status).toBe(200);
    expect((await sendChunk(fresh, 0, pdf.subarray(0, uploadRules.chunkBytes))).status).toBe(200);
    // Started more than an hour ago.
    await db.resumeUpload.update({ where: { id: upload.id }, data: { expiresAt: new Date(Date.now() - 1000) }, select: { id: true } });

    expect((await sendChunk(upload, 1, pdf.subarray(uploadRules.chunkBytes))).status).toBe(404);
    expect(await purgeAbandonedUploads()).toBe(1);
    expect(await db.resumeUpload.findMany({ select: { id: true } })).toEqual([{ id: fresh.id }]);
    expect(await db.resumeUploadChunk.count()).toBe(1);
    // The fresh one goes too once its own hour is over.
    expect(await purgeAbandonedUploads(new Date(Date.now() + uploadLifetimeMs + 1000))).toBe(1);
    expect(await db.resumeUploadChunk.count()).toBe(0);
  });

  it("are also deleted when anyone opens a new upload, between the daily sweeps", async () => {
    const pdf = largePdf(uploadRules.chunkBytes + 10);
    const abandoned = await open(pdf.length);
    expect((await sendChunk(abandoned, 0, pdf.subarray(0, uploadRules.chunkBytes))).status).toBe(200);
    await db.resumeUpload.update({ where: { id: abandoned.id }, data: { expiresAt: new Date(Date.now() - 1000) }, select: { id: true } });

    const next = await open(pdf.length);

    expect(await db.resumeUpload.findMany({ select: { id: true } })).toEqual([{ id: next.id }]);
    expect(await db.resumeUploadChunk.count()).toBe(0);
  });
});
