import { afterAll, beforeEach, describe, expect, inject, it } from "vitest";
import { db } from "@/lib/db";
import { startSmtpSink } from "@/lib/testing/smtp-sink";
import { GET } from "./route";

function cronRequest(authorization?: string): Request {
  return new Request("http://localhost/api/cron/outbox", { headers: authorization ? { authorization } : {} });
}

beforeEach(async () => {
  await db.$executeRaw`TRUNCATE outbox_mails, rate_limit_windows, career_applications, resumes, resume_uploads CASCADE`;
});

afterAll(async () => {
  await db.$disconnect();
});

describe("GET /api/cron/outbox", () => {
  it("refuses callers without the cron secret, and sends nothing for them", async () => {
    await db.outboxMail.create({ data: { template: "contact-notification", to: "a@example.in", subject: "S", html: "<p>h</p>", text: "h" } });

    for (const authorization of [undefined, "Bearer wrong", `Bearer ${process.env.CRON_SECRET}x`, process.env.CRON_SECRET]) {
      expect((await GET(cronRequest(authorization))).status).toBe(401);
    }
    expect(await db.outboxMail.count({ where: { attempts: 0 } })).toBe(1);
  });

  it("sends due mail, forgets rate-limit windows older than a day, purges resumes past retention and abandoned uploads", async () => {
    await db.outboxMail.create({ data: { template: "contact-notification", to: "a@example.in", subject: "Swept", html: "<p>h</p>", text: "h" } });
    await db.rateLimitWindow.createMany({
      data: [
        { bucket: "contact:old", windowStart: new Date(Date.now() - 25 * 60 * 60 * 1000), hits: 3 },
        { bucket: "contact:new", windowStart: new Date(), hits: 3 },
      ],
    });
    const oldResume = await db.resume.create({
      data: { bytes: new Uint8Array([1]), originalName: "cv.pdf", contentType: "application/pdf", size: 1, sha256: "x", createdAt: new Date(Date.now() - 400 * 24 * 60 * 60 * 1000) },
      select: { id: true },
    });
    await db.careerApplication.create({
      data: { fullName: "Old Applicant", email: "old@example.in", applyingFor: "Video Editor", resumeUrl: `resume:${oldResume.id}`, resumeId: oldResume.id },
      select: { id: true },
    });
    const upload = { tokenHash: "0".repeat(64), email: "slow@example.in", fileName: "cv.pdf", size: 10 };
    await db.resumeUpload.createMany({
      data: [
        { ...upload, fileName: "abandoned.pdf", expiresAt: new Date(Date.now() - 1000) },
        { ...upload, fileName: "in-progress.pdf", expiresAt: new Date(Date.now() + 30 * 60 * 1000) },
      ],
    });
    const sink = await startSmtpSink(inject("smtpPort"));
    try {
      const response = await GET(cronRequest(`Bearer ${process.env.CRON_SECRET}`));

      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ sent: 1, failed: 0, prunedRateLimitWindows: 1, purgedResumes: 1, removedResumeUploads: 1 });
      expect((await sink.waitFor(1))[0]?.subject).toBe("Swept");
      expect((await db.rateLimitWindow.findMany()).map((window) => window.bucket)).toEqual(["contact:new"]);
      expect(await db.resume.count()).toBe(0);
      expect(await db.resumeUpload.findMany({ select: { fileName: true } })).toEqual([{ fileName: "in-progress.pdf" }]);
    } finally {
      await sink.close();
    }
  });
});
