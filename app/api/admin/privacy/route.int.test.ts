import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { sessionClaims } from "@/test/admin-session";
import { POST as erase } from "./erase/route";
import { GET as exportData } from "./export/route";
import { GET as summary } from "./route";

// The HTTP side of the privacy routes. next-auth's session lookup is replaced
// so a test can be signed in or not; the admin it names is a real row.
const session = vi.hoisted(() => ({ current: null as { adminId: string; sessionVersion: number; sessionId: string } | null }));
vi.mock("next-auth", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next-auth")>()),
  getServerSession: async () => session.current,
}));

const email = "kiran@example.in";
const context = { params: Promise.resolve({}) };

function get(path: string): Request {
  return new Request(`http://localhost${path}`);
}

function post(body: unknown, contentType = "application/json"): Request {
  return new Request("http://localhost/api/admin/privacy/erase", {
    method: "POST",
    headers: { "content-type": contentType },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

beforeEach(async () => {
  await db.$executeRaw`TRUNCATE contacts, newsletter_subscriptions, outbox_mails, admin_users CASCADE`;
  const admin = await db.adminUser.create({ data: { email: "admin@agency.test", passwordHash: "not-used" }, select: { id: true } });
  // A fresh admin row has session_version 0: the session signed in with it.
  session.current = await sessionClaims(admin.id);
  await db.contact.create({ data: { name: "Kiran", email, projectDetails: "A logo for my bakery." }, select: { id: true } });
  await db.newsletterSubscription.create({ data: { email }, select: { id: true } });
});

afterAll(async () => {
  await db.$disconnect();
});

describe("the privacy routes", () => {
  it("answer 401 without a session, and erase nothing", async () => {
    session.current = null;
    expect((await summary(get(`/api/admin/privacy?email=${email}`), context)).status).toBe(401);
    expect((await exportData(get(`/api/admin/privacy/export?email=${email}`), context)).status).toBe(401);
    expect((await erase(post({ email, confirmEmail: email }), context)).status).toBe(401);
    expect(await db.contact.count()).toBe(1);
  });

  it("summarise what is stored, never cached", async () => {
    const response = await summary(get("/api/admin/privacy?email=Kiran%40Example.in"), context);

    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as { email: string; counts: Record<string, number>; contacts: { projectDetails: string }[] };
    expect(body.email).toBe(email);
    expect(body.counts).toMatchObject({ contacts: 1, newsletterSubscriptions: 1, quotes: 0 });
    expect(body.contacts.map((contact) => contact.projectDetails)).toEqual(["A logo for my bakery."]);
  });

  it("write one audit row per lookup, naming the admin and no address", async () => {
    // The log is append-only: the test reads the rows written after it starts.
    const since = new Date();
    await summary(get(`/api/admin/privacy?email=${email}`), context);

    const rows = await db.auditEvent.findMany({
      where: { at: { gte: since } },
      select: { action: true, adminEmail: true, recordId: true },
    });
    expect(rows).toEqual([{ action: "privacy-looked-up", adminEmail: "admin@agency.test", recordId: null }]);
  });

  it("write no audit row for a lookup refused as malformed", async () => {
    const since = new Date();
    expect((await summary(get("/api/admin/privacy?email=kiran"), context)).status).toBe(400);
    expect(await db.auditEvent.count({ where: { at: { gte: since } } })).toBe(0);
  });

  it("answer 400 for a missing or bad address", async () => {
    for (const path of ["/api/admin/privacy", "/api/admin/privacy?email=kiran", "/api/admin/privacy/export?email="]) {
      const response = await (path.includes("export") ? exportData : summary)(get(path), context);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: "validation", fieldErrors: { email: [expect.any(String)] } });
    }
  });

  it("hand over the JSON as a dated attachment", async () => {
    const response = await exportData(get(`/api/admin/privacy/export?email=${email}`), context);

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const document = (await response.json()) as { generatedAt: string; contacts: unknown[]; newsletterSubscriptions: unknown[] };
    expect(document.contacts).toHaveLength(1);
    expect(document.newsletterSubscriptions).toHaveLength(1);
  });

  it("erase only JSON with a matching confirmation", async () => {
    expect((await erase(post(`email=${email}&confirmEmail=${email}`, "application/x-www-form-urlencoded"), context)).status).toBe(415);
    expect((await erase(post("{not json"), context)).status).toBe(400);
    const mismatch = await erase(post({ email, confirmEmail: "kiran@example.com" }), context);
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toMatchObject({ fieldErrors: { confirmEmail: ["The confirmation does not match the address."] } });
    expect(await db.contact.count()).toBe(1);

    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    try {
      const response = await erase(post({ email, confirmEmail: " KIRAN@example.in" }), context);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ erased: { contacts: 1, newsletterSubscriptions: 1 } });
      expect(JSON.stringify(info.mock.calls)).not.toContain(email);
    } finally {
      info.mockRestore();
    }
    expect(await db.contact.count()).toBe(0);
    expect(await db.newsletterSubscription.count()).toBe(0);
  });
});
