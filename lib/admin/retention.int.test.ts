import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { monthsBefore } from "@/lib/calendar";
import { purgeExpiredResumes } from "./retention";

const now = new Date("2026-06-15T09:00:00Z");

/** An application with a resume stored `monthsAgo` months before `now` (RESUME_RETENTION_MONTHS is 12 here). */
async function applicationWithResume(monthsAgo: number): Promise<{ applicationId: string; resumeId: string }> {
  const resume = await db.resume.create({
    data: {
      bytes: new TextEncoder().encode(`%PDF-1.4 resume from ${monthsAgo} months ago`),
      originalName: "cv.pdf",
      contentType: "application/pdf",
      size: 40,
      sha256: "0".repeat(64),
      createdAt: monthsBefore(now, monthsAgo),
    },
    select: { id: true },
  });
  const application = await db.careerApplication.create({
    data: {
      fullName: `Applicant ${monthsAgo}`,
      email: `applicant${monthsAgo}@example.in`,
      applyingFor: "Video Editor",
      resumeUrl: `resume:${resume.id}`,
      resumeId: resume.id,
    },
    select: { id: true },
  });
  return { applicationId: application.id, resumeId: resume.id };
}

beforeEach(async () => {
  await db.$executeRaw`TRUNCATE career_applications, resumes`;
});

afterAll(async () => {
  await db.$disconnect();
});

describe("purgeExpiredResumes", () => {
  it("deletes resumes past the retention period, keeps younger ones, and says so on the application", async () => {
    const expired = await applicationWithResume(13);
    const kept = await applicationWithResume(11);

    expect(await purgeExpiredResumes(now)).toBe(1);

    expect(await db.resume.findUnique({ where: { id: expired.resumeId }, select: { id: true } })).toBeNull();
    expect(
      await db.careerApplication.findUniqueOrThrow({ where: { id: expired.applicationId }, select: { resumeId: true, resumeUrl: true } }),
    ).toEqual({
      resumeId: null,
      resumeUrl: `purged:resume:${expired.resumeId}`,
    });
    expect(
      await db.careerApplication.findUniqueOrThrow({ where: { id: kept.applicationId }, select: { resumeId: true, resumeUrl: true } }),
    ).toEqual({
      resumeId: kept.resumeId,
      resumeUrl: `resume:${kept.resumeId}`,
    });
    // A second sweep has nothing left to do.
    expect(await purgeExpiredResumes(now)).toBe(0);
  });

  it("keeps a resume until the full period has passed", async () => {
    const { resumeId } = await applicationWithResume(12);
    await db.resume.update({
      where: { id: resumeId },
      data: { createdAt: new Date(monthsBefore(now, 12).getTime() + 1000) },
      select: { id: true },
    });

    expect(await purgeExpiredResumes(now)).toBe(0);
    expect(await purgeExpiredResumes(new Date(now.getTime() + 2000))).toBe(1);
  });
});

describe("monthsBefore", () => {
  it("counts calendar months and clamps to the end of a shorter month", () => {
    expect(monthsBefore(new Date("2026-06-15T09:00:00Z"), 12).toISOString()).toBe("2025-06-15T09:00:00.000Z");
    expect(monthsBefore(new Date("2026-03-31T00:00:00Z"), 1).toISOString()).toBe("2026-02-28T00:00:00.000Z");
    expect(monthsBefore(new Date("2024-03-31T00:00:00Z"), 1).toISOString()).toBe("2024-02-29T00:00:00.000Z");
    expect(monthsBefore(new Date("2026-01-10T00:00:00Z"), 13).toISOString()).toBe("2024-12-10T00:00:00.000Z");
  });
});
