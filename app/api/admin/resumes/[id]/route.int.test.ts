import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { sessionClaims } from "@/test/admin-session";
import { samplePdf } from "@/test/documents";
import { GET } from "./route";

// next-auth's session lookup is replaced so a test can be signed in or not; the admin it names is a real row.
const session = vi.hoisted(() => ({ current: null as { adminId: string; sessionVersion: number; sessionId: string } | null }));
vi.mock("next-auth", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next-auth")>()),
  getServerSession: async () => session.current,
}));

function download(id: string): Promise<Response> {
  return GET(new Request(`http://localhost/api/admin/resumes/${encodeURIComponent(id)}`), { params: Promise.resolve({ id }) });
}

beforeEach(async () => {
  await db.$executeRaw`TRUNCATE career_applications, resumes, admin_users CASCADE`;
  const admin = await db.adminUser.create({ data: { email: "admin@agency.test", passwordHash: "not-used" }, select: { id: true } });
  session.current = await sessionClaims(admin.id);
});

afterAll(async () => {
  await db.$disconnect();
});

describe("GET /api/admin/resumes/{id}", () => {
  it("sends the stored bytes as a download with the stored type and name", async () => {
    const bytes = new Uint8Array(samplePdf("Asha's resume"));
    const resume = await db.resume.create({
      data: { bytes, originalName: "Asha Rao CV – 2025.pdf", contentType: "application/pdf", size: bytes.byteLength, sha256: "x" },
    });

    const response = await download(resume.id);

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-length")).toBe(String(bytes.byteLength));
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Asha Rao CV _ 2025.pdf"; filename*=UTF-8''Asha%20Rao%20CV%20%E2%80%93%202025.pdf`,
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect((await download(randomUUID())).status).toBe(404);
    expect((await download("1 OR 1=1")).status).toBe(404);
  });

  it("answers 401 without a session, never the file", async () => {
    const bytes = new Uint8Array(samplePdf("Asha's resume"));
    const resume = await db.resume.create({
      data: { bytes, originalName: "cv.pdf", contentType: "application/pdf", size: bytes.byteLength, sha256: "x" },
    });
    session.current = null;

    const response = await download(resume.id);

    expect(response.status).toBe(401);
    expect(response.headers.get("content-disposition")).toBeNull();
  });
});
