import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { samplePdf } from "@/test/documents";
import { respondWithResume } from "./resumes";

beforeEach(async () => {
  await db.$executeRaw`TRUNCATE career_applications, resumes CASCADE`;
});

afterAll(async () => {
  await db.$disconnect();
});

describe("respondWithResume", () => {
  it("sends the stored bytes as a download with the stored type and name", async () => {
    const bytes = new Uint8Array(samplePdf("Asha's resume"));
    const resume = await db.resume.create({
      data: { bytes, originalName: "Asha Rao CV – 2025.pdf", contentType: "application/pdf", size: bytes.byteLength, sha256: "x" },
    });

    const response = await respondWithResume(resume.id);

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-length")).toBe(String(bytes.byteLength));
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Asha Rao CV _ 2025.pdf"; filename*=UTF-8''Asha%20Rao%20CV%20%E2%80%93%202025.pdf`,
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect((await respondWithResume(randomUUID())).status).toBe(404);
    expect((await respondWithResume("1 OR 1=1")).status).toBe(404);
  });
});
