import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as postApplication } from "@/app/api/careers/route";
import { db } from "@/lib/db";
import { largePdf, samplePdf } from "@/test/documents";
import { jsonRequest, multipartRequest, uniqueClientAddress } from "@/test/requests";
import { POST as postUpload } from "./route";

// The site's ceilings on what resumes may take of the database, set small here
// (lib/env.ts has the real defaults): all open uploads together may reserve
// 6 MiB, and the resumes of any 24 hours may add up to 8 MiB; one address or
// e-mail may store 10 MiB a day, as by default.
const mebibyte = 1024 * 1024;
const ceilings = vi.hoisted(() => ({ RESUME_UPLOADS_MAX_MIB: 6, RESUMES_PER_DAY_MAX_MIB: 8, RESUMES_PER_SENDER_DAY_MIB: 10 }));
vi.mock("@/lib/env", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/env")>();
  return { ...actual, getEnv: () => ({ ...actual.getEnv(), ...ceilings }) };
});

const fields = {
  fullName: "Meena Iyer",
  email: "meena@example.in",
  applyingFor: "Video Editor & Motion Graphics Artist",
  ageConfirmed: "true",
};

function attaching(bytes: Uint8Array, changes: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...fields, ...changes })) form.append(name, value);
  form.append("resume", new File([bytes as Uint8Array<ArrayBuffer>], "cv.pdf", { type: "application/pdf" }));
  return form;
}

function openUpload(size: number): Promise<Response> {
  return postUpload(
    jsonRequest("/api/careers/uploads", { email: fields.email, fileName: "cv.pdf", size }, { client: uniqueClientAddress() }),
  );
}

async function storedResumes(): Promise<{ id: string; size: number }[]> {
  return db.resume.findMany({ select: { id: true, size: true }, orderBy: { createdAt: "asc" } });
}

beforeEach(async () => {
  await db.$executeRaw`TRUNCATE career_applications, resumes, resume_uploads, resume_upload_chunks, outbox_mails, submission_keys, rate_limit_windows`;
});

afterAll(async () => {
  await db.$disconnect();
});

describe("the site's room for resumes", () => {
  it("answers 507 to an upload that would take the open uploads past their ceiling, and keeps every application stored", async () => {
    expect((await postApplication(multipartRequest("/api/careers", attaching(samplePdf())))).status).toBe(201);
    const before = await storedResumes();
    expect((await openUpload(5 * mebibyte)).status).toBe(201);

    const refused = await openUpload(2 * mebibyte);

    expect(refused.status).toBe(507);
    expect(await refused.json()).toEqual({
      error: "storage_full",
      message: "The site is receiving too many resumes right now. Please try again in an hour.",
    });
    expect(await db.resumeUpload.count()).toBe(1);
    expect(await storedResumes()).toEqual(before);
    expect(await db.careerApplication.count()).toBe(1);
    // What still fits is taken.
    expect((await openUpload(mebibyte)).status).toBe(201);
  });

  it("answers 507 once the resumes of the last 24 hours would pass their ceiling, stores nothing, and opens no upload for more", async () => {
    for (let application = 0; application < 2; application += 1) {
      expect((await postApplication(multipartRequest("/api/careers", attaching(largePdf(3 * mebibyte))))).status).toBe(201);
    }
    const before = await storedResumes();

    const refused = await postApplication(multipartRequest("/api/careers", attaching(largePdf(3 * mebibyte)), { key: randomUUID() }));
    const upload = await openUpload(3 * mebibyte);

    expect(refused.status).toBe(507);
    expect(await refused.json()).toEqual({
      error: "storage_full",
      message: "The site has received as many resumes as it can take today. Please try again tomorrow.",
    });
    expect(upload.status).toBe(507);
    expect(await storedResumes()).toEqual(before);
    expect(await db.careerApplication.count()).toBe(2);
    // The agency's notification and the applicant's acknowledgement of each.
    expect(await db.outboxMail.count()).toBe(4);
    expect(await db.submissionKey.count()).toBe(2);
    expect(await db.resumeUpload.count()).toBe(0);

    // A day later they no longer count.
    await db.resume.updateMany({ data: { createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) } });
    expect((await postApplication(multipartRequest("/api/careers", attaching(largePdf(3 * mebibyte))))).status).toBe(201);
  });

  it("keeps room for others when one address sends eight 4 MiB applications: it stores its share, 10 MiB a day, then gets 429", async () => {
    // A day's room that eight such applications would fill exactly.
    ceilings.RESUMES_PER_DAY_MAX_MIB = 31;
    try {
      const address = uniqueClientAddress();
      const statuses: number[] = [];
      for (let application = 0; application < 8; application += 1) {
        const form = attaching(largePdf((31 / 8) * mebibyte), { email: `applicant${application}@example.in` });
        statuses.push((await postApplication(multipartRequest("/api/careers", form, { client: address }))).status);
      }
      const sameEmailElsewhere = await postApplication(
        multipartRequest("/api/careers", attaching(largePdf((31 / 8) * mebibyte), { email: "applicant0@example.in" })),
      );
      const someoneElse = await postApplication(
        multipartRequest("/api/careers", attaching(largePdf(60 * 1024), { email: "asha@example.in" }), { client: uniqueClientAddress() }),
      );
      // What is left of its share, 2.25 MiB, takes no more 3 MiB resume.
      const refusal = await postApplication(multipartRequest("/api/careers", attaching(largePdf(3 * mebibyte)), { client: address }));

      expect(statuses).toEqual([201, 201, 429, 429, 429, 429, 429, 429]);
      expect(sameEmailElsewhere.status).toBe(201);
      expect(someoneElse.status).toBe(201);
      expect(refusal.status).toBe(429);
      expect(await refusal.json()).toEqual({
        error: "resume_share_used",
        message: "One applicant may send at most 10 MiB of resumes a day. Please try again tomorrow.",
      });
      expect(Number(refusal.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await storedResumes()).length).toBe(4);
    } finally {
      ceilings.RESUMES_PER_DAY_MAX_MIB = 8;
    }
  });

  it("gives one e-mail its share from any address, and refuses an upload that would not fit it when it opens", async () => {
    ceilings.RESUMES_PER_DAY_MAX_MIB = 31;
    try {
      for (let application = 0; application < 2; application += 1) {
        expect((await postApplication(multipartRequest("/api/careers", attaching(largePdf(4 * mebibyte - 64 * 1024))))).status).toBe(201);
      }

      const third = await postApplication(multipartRequest("/api/careers", attaching(largePdf(4 * mebibyte - 64 * 1024))));
      const upload = await openUpload(3 * mebibyte);

      expect(third.status).toBe(429);
      expect(upload.status).toBe(429);
      expect(await db.resumeUpload.count()).toBe(0);
    } finally {
      ceilings.RESUMES_PER_DAY_MAX_MIB = 8;
    }
  });
});
