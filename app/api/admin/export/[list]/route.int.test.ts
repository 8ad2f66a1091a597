import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { sessionClaims } from "@/test/admin-session";
import { GET } from "./route";

// next-auth's session lookup is replaced so a test can be signed in or not; the admin it names is a real row.
const session = vi.hoisted(() => ({ current: null as { adminId: string; sessionVersion: number; sessionId: string } | null }));
vi.mock("next-auth", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next-auth")>()),
  getServerSession: async () => session.current,
}));

function exportOf(list: string, query = ""): Promise<Response> {
  return GET(new Request(`http://localhost/api/admin/export/${list}${query}`), { params: Promise.resolve({ list }) });
}

beforeEach(async () => {
  await db.$executeRaw`TRUNCATE contacts, admin_users CASCADE`;
  const admin = await db.adminUser.create({ data: { email: "admin@agency.test", passwordHash: "not-used" }, select: { id: true } });
  session.current = await sessionClaims(admin.id);
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  await db.$disconnect();
});

describe("GET /api/admin/export/{list}", () => {
  it("answers a dated CSV attachment, honouring ?q=", async () => {
    await db.contact.createMany({
      data: [
        { name: "Asha", email: "a@example.in", projectDetails: "x" },
        { name: "Ravi", email: "r@example.in", projectDetails: "x" },
      ],
    });

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-06-15T20:00:00Z"));
    const response = await exportOf("contacts", "?q=asha");

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="contacts-2025-06-16.csv"; filename*=UTF-8''contacts-2025-06-16.csv`,
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(
      text
        .slice(1, -2)
        .split("\r\n")
        .map((line) => line.split(",")[0]),
    ).toEqual(["Name", "Asha"]);
  });

  it("answers 404 for a list that is not exported", async () => {
    expect((await exportOf("admin_users")).status).toBe(404);
  });

  it("answers 401 without a session", async () => {
    session.current = null;
    expect((await exportOf("contacts")).status).toBe(401);
  });
});
