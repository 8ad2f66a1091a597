import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as changeStatus } from "@/app/api/admin/quotes/[id]/status/route";
import { db } from "@/lib/db";
import { sessionClaims } from "@/test/admin-session";
import { changeQuoteStatus } from "./quote-status";

// The route's answers are reached through POST /api/admin/quotes/{id}/status, as the admin's
// browser sends it, with next-auth's session lookup replaced by this admin's session.
const session = vi.hoisted(() => ({ current: null as Record<string, unknown> | null }));
vi.mock("next-auth", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next-auth")>()),
  getServerSession: async () => session.current,
}));

const admin = "admin@agency.test";

beforeEach(async () => {
  await db.$executeRaw`TRUNCATE quotes, quote_status_changes CASCADE`;
  const row = await db.adminUser.upsert({
    where: { email: admin },
    create: { email: admin, passwordHash: "not-used" },
    update: {},
    select: { id: true },
  });
  session.current = await sessionClaims(row.id);
});

afterAll(async () => {
  await db.$disconnect();
});

async function newQuote(): Promise<string> {
  const quote = await db.quote.create({
    data: { name: "Asha", email: "asha@example.in", description: "x", estimate: 4599 },
    select: { id: true },
  });
  return quote.id;
}

function statusRequest(body: unknown, contentType = "application/json"): Request {
  return new Request("http://localhost/api/admin/quotes/x/status", {
    method: "POST",
    headers: { "content-type": contentType },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function history(quoteId: string) {
  return db.quoteStatusChange.findMany({
    where: { quoteId },
    orderBy: { changedAt: "asc" },
    select: { fromStatus: true, toStatus: true, changedBy: true },
  });
}

describe("changeQuoteStatus", () => {
  it("moves pending → contacted → won and records each step with who made it", async () => {
    const id = await newQuote();

    const contacted = await changeQuoteStatus(id, "contacted", admin);
    const won = await changeQuoteStatus(id, "won", "other@agency.test");

    expect(contacted).toMatchObject({ found: true, status: "contacted", changed: true });
    expect(won).toMatchObject({ found: true, status: "won", changed: true });
    expect((await db.quote.findUniqueOrThrow({ where: { id } })).status).toBe("won");
    expect(await history(id)).toEqual([
      { fromStatus: "pending", toStatus: "contacted", changedBy: admin },
      { fromStatus: "contacted", toStatus: "won", changedBy: "other@agency.test" },
    ]);
  });

  it("allows going back, and records that too", async () => {
    const id = await newQuote();
    await changeQuoteStatus(id, "lost", admin);
    await changeQuoteStatus(id, "pending", admin);
    expect(await history(id)).toEqual([
      { fromStatus: "pending", toStatus: "lost", changedBy: admin },
      { fromStatus: "lost", toStatus: "pending", changedBy: admin },
    ]);
  });

  it("records nothing when the status is already the one asked for", async () => {
    const id = await newQuote();
    expect(await changeQuoteStatus(id, "pending", admin)).toEqual({ found: true, status: "pending", changed: false, changedAt: null });
    expect(await history(id)).toEqual([]);
  });

  it("records the true previous status when two admins change it at once", async () => {
    const id = await newQuote();
    await Promise.all([changeQuoteStatus(id, "won", "a@agency.test"), changeQuoteStatus(id, "lost", "b@agency.test")]);
    const steps = await history(id);
    expect(steps).toHaveLength(2);
    expect(steps[0]?.fromStatus).toBe("pending");
    expect(steps[1]?.fromStatus).toBe(steps[0]?.toStatus);
    expect((await db.quote.findUniqueOrThrow({ where: { id } })).status).toBe(steps[1]?.toStatus);
  });

  it("finds no quote for an unknown or malformed id", async () => {
    expect(await changeQuoteStatus(randomUUID(), "won", admin)).toEqual({ found: false });
    expect(await changeQuoteStatus("not-a-uuid", "won", admin)).toEqual({ found: false });
  });
});

/** The answer to an admin who sends `request` for the quote `quoteId`. */
async function respond(request: Request, quoteId: string): Promise<Response> {
  return changeStatus(request, { params: Promise.resolve({ id: quoteId }) });
}

describe("POST /api/admin/quotes/{id}/status", () => {
  it("answers 200 with the new status and when it changed", async () => {
    const id = await newQuote();
    const response = await respond(statusRequest({ status: "contacted" }), id);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { id: string; status: string; changed: boolean; changedAt: string };
    expect(body).toMatchObject({ id, status: "contacted", changed: true });
    expect(Date.parse(body.changedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await history(id)).toEqual([{ fromStatus: "pending", toStatus: "contacted", changedBy: admin }]);
  });

  it.each([
    ["an unknown status", { status: "archived" }],
    ["no status", {}],
    ["a status that is not text", { status: 3 }],
    ["an array", [{ status: "won" }]],
  ])("answers 400 for %s and changes nothing", async (_case, body) => {
    const id = await newQuote();
    const response = await respond(statusRequest(body), id);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "validation" });
    expect((await db.quote.findUniqueOrThrow({ where: { id } })).status).toBe("pending");
    expect(await history(id)).toEqual([]);
  });

  it("names the field in its 400", async () => {
    const response = await respond(statusRequest({ status: "archived" }), await newQuote());
    expect(await response.json()).toEqual({
      error: "validation",
      fieldErrors: { status: ["Choose pending, contacted, won or lost."] },
      formErrors: [],
    });
  });

  it("answers 400 for a body that is not JSON", async () => {
    const response = await respond(statusRequest("status=won"), await newQuote());
    expect(response.status).toBe(400);
  });

  it("answers 413 for a body over its 1 KB, and 400 for bytes that are not UTF-8, changing nothing", async () => {
    const id = await newQuote();
    const oversized = await respond(statusRequest({ status: "won", padding: "x".repeat(2048) }), id);
    expect(oversized.status).toBe(413);
    const bytes = new TextEncoder().encode('{"status":"won","note":"x"}');
    bytes[bytes.length - 3] = 0xff;
    const notUtf8 = new Request("http://localhost/api/admin/quotes/x/status", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: bytes,
    });
    expect((await respond(notUtf8, id)).status).toBe(400);
    expect(await history(id)).toEqual([]);
  });

  it("answers 415 for a form post, which a cross-site page could send", async () => {
    const response = await respond(statusRequest("status=won", "application/x-www-form-urlencoded"), await newQuote());
    expect(response.status).toBe(415);
  });

  it("answers 404 for an unknown or malformed quote id", async () => {
    expect((await respond(statusRequest({ status: "won" }), randomUUID())).status).toBe(404);
    expect((await respond(statusRequest({ status: "won" }), "../../etc")).status).toBe(404);
  });
});
