import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { clearAuditLog } from "@/test/audit-log";
import { sessionClaims } from "@/test/admin-session";
import { samplePdf } from "@/test/documents";
import { GET as exportList } from "./export/[list]/route";
import { POST as erase } from "./privacy/erase/route";
import { GET as exportPersonal } from "./privacy/export/route";
import { GET as lookUpPersonal } from "./privacy/route";
import { POST as changeStatus } from "./quotes/[id]/status/route";
import { POST as resendReceipt } from "./receipts/[id]/resend/route";
import { GET as downloadResume } from "./resumes/[id]/route";
import { DELETE as removePasskey } from "./security/passkeys/[id]/route";
import { POST as newRecoveryCodes } from "./security/recovery-codes/route";
import { POST as endSessions } from "./sessions/route";

// Every sensitive admin route writes its audit row in the same transaction as
// its action: each is called once as it is (one row, naming the admin, the
// record and the network, never the lead's address), and once with the
// database refusing audit rows (a trigger this test adds): then the route
// answers 503 and its action did not happen either.

const session = vi.hoisted(() => ({ current: null as Record<string, unknown> | null }));
vi.mock("next-auth", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next-auth")>()),
  getServerSession: async () => session.current,
}));

const lead = "kiran@example.in";
let adminId = "";

function request(path: string, init: RequestInit = {}): Request {
  return new Request(`http://localhost${path}`, { ...init, headers: { "x-forwarded-for": "203.0.113.77", ...init.headers } });
}

function json(path: string, body: unknown, method = "POST"): Request {
  return request(path, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

const params = <T>(value: T) => ({ params: Promise.resolve(value) });

async function auditRows() {
  return db.auditEvent.findMany({ orderBy: { at: "asc" } });
}

async function refuseAuditRows(): Promise<void> {
  await db.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION audit_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'audit refused by the test'; END; $$`);
  await db.$executeRawUnsafe(
    "CREATE TRIGGER audit_test_refuse BEFORE INSERT ON audit_events FOR EACH ROW EXECUTE FUNCTION audit_test_refuse()",
  );
}

beforeEach(async () => {
  await db.$executeRawUnsafe("DROP TRIGGER IF EXISTS audit_test_refuse ON audit_events");
  await clearAuditLog();
  await db.$executeRaw`TRUNCATE contacts, quotes, career_applications, resumes, newsletter_subscriptions, outbox_mails, admin_users, receipts, payments CASCADE`;
  const admin = await db.adminUser.create({ data: { email: "owner@agency.test", passwordHash: "not-used" }, select: { id: true } });
  adminId = admin.id;
  session.current = await sessionClaims(admin.id);
});

afterEach(async () => {
  await db.$executeRawUnsafe("DROP TRIGGER IF EXISTS audit_test_refuse ON audit_events");
  vi.spyOn(console, "error").mockRestore();
});

afterAll(async () => {
  await db.$disconnect();
});

async function newQuote(): Promise<string> {
  const quote = await db.quote.create({ data: { name: "Kiran", email: lead, description: "A shop website", estimate: 25000 } });
  return quote.id;
}

async function newReceipt(): Promise<string> {
  const payment = await db.payment.create({
    data: {
      purpose: "service",
      reference: "web",
      description: "Web Development",
      amountPaise: 914700,
      razorpayOrderId: "order_audit",
      status: "paid",
    },
  });
  const receipt = await db.receipt.create({
    data: {
      paymentId: payment.id,
      number: "RCPT/2026-27/0001",
      financialYear: "2026-27",
      sequence: 1,
      issuedAt: new Date(),
      amountPaise: 914700,
      description: "Web Development",
      payerEmail: lead,
    },
  });
  return receipt.id;
}

async function newResume(): Promise<string> {
  const bytes = new Uint8Array(samplePdf("resume"));
  const resume = await db.resume.create({
    data: { bytes, originalName: "cv.pdf", contentType: "application/pdf", size: bytes.byteLength, sha256: "x" },
  });
  return resume.id;
}

interface Case {
  name: string;
  action: string;
  recordId: (id: string) => string | null;
  /** Makes what the route acts on; answers its id. */
  arrange: () => Promise<string>;
  call: (id: string) => Promise<Response>;
  /** Whether the action happened, read from the database. */
  happened: (id: string) => Promise<boolean>;
}

const cases: Case[] = [
  {
    name: "POST /api/admin/quotes/{id}/status",
    action: "quote-status-changed",
    recordId: (id) => id,
    arrange: newQuote,
    call: (id) => changeStatus(json(`/api/admin/quotes/${id}/status`, { status: "won" }), params({ id })),
    happened: async (id) => (await db.quote.findUniqueOrThrow({ where: { id } })).status === "won",
  },
  {
    name: "POST /api/admin/receipts/{id}/resend",
    action: "receipt-resent",
    recordId: (id) => id,
    arrange: newReceipt,
    call: (id) => resendReceipt(request(`/api/admin/receipts/${id}/resend`, { method: "POST" }), params({ id })),
    happened: async () => (await db.outboxMail.count({ where: { template: "payment-receipt" } })) === 1,
  },
  {
    name: "POST /api/admin/privacy/erase",
    action: "privacy-erased",
    recordId: () => null,
    arrange: async () => {
      await db.contact.create({ data: { name: "Kiran", email: lead, projectDetails: "x" } });
      return lead;
    },
    call: () => erase(json("/api/admin/privacy/erase", { email: lead, confirmEmail: lead }), params({})),
    happened: async () => (await db.contact.count()) === 0,
  },
  {
    name: "GET /api/admin/privacy",
    action: "privacy-looked-up",
    recordId: () => null,
    arrange: async () => lead,
    call: () => lookUpPersonal(request(`/api/admin/privacy?email=${lead}`), params({})),
    happened: async () => true,
  },
  {
    name: "GET /api/admin/privacy/export",
    action: "privacy-exported",
    recordId: () => null,
    arrange: async () => lead,
    call: () => exportPersonal(request(`/api/admin/privacy/export?email=${lead}`), params({})),
    happened: async () => true,
  },
  {
    name: "GET /api/admin/export/{list}",
    action: "list-exported",
    recordId: () => "contacts",
    arrange: async () => "contacts",
    call: (list) => exportList(request(`/api/admin/export/${list}`), params({ list })),
    happened: async () => true,
  },
  {
    name: "GET /api/admin/resumes/{id}",
    action: "resume-downloaded",
    recordId: (id) => id,
    arrange: newResume,
    call: (id) => downloadResume(request(`/api/admin/resumes/${id}`), params({ id })),
    happened: async () => true,
  },
  {
    name: "POST /api/admin/sessions (one)",
    action: "session-ended",
    recordId: (id) => id,
    arrange: async () => (await sessionClaims(adminId)).sessionId,
    call: (sessionId) => endSessions(json("/api/admin/sessions", { sessionId }), params(undefined)),
    happened: async (id) => (await db.adminSession.findUniqueOrThrow({ where: { id } })).endedAt !== null,
  },
  {
    name: "POST /api/admin/sessions (all)",
    action: "sessions-ended",
    recordId: () => null,
    arrange: async () => "all",
    call: () => endSessions(json("/api/admin/sessions", { all: true }), params(undefined)),
    happened: async () => (await db.adminSession.count({ where: { endedAt: null } })) === 0,
  },
  {
    name: "DELETE /api/admin/security/passkeys/{id}",
    action: "factor-removed",
    recordId: (id) => id,
    arrange: async () => {
      // A second factor stays (the app), so removing the passkey is allowed.
      await db.adminTotp.create({ data: { adminId, secretSealed: "x", confirmedAt: new Date() } });
      const passkey = await db.adminPasskey.create({
        data: { adminId, credentialId: "cred", publicKey: Buffer.from([1]), counter: 0, name: "Laptop" },
      });
      return passkey.id;
    },
    call: (id) => removePasskey(request(`/api/admin/security/passkeys/${id}`, { method: "DELETE" }), params({ id })),
    happened: async (id) => (await db.adminPasskey.count({ where: { id } })) === 0,
  },
  {
    name: "POST /api/admin/security/recovery-codes",
    action: "recovery-codes-created",
    recordId: () => null,
    arrange: async () => {
      await db.adminTotp.create({ data: { adminId, secretSealed: "x", confirmedAt: new Date() } });
      return adminId;
    },
    call: () => newRecoveryCodes(request("/api/admin/security/recovery-codes", { method: "POST" }), params(undefined)),
    happened: async () => (await db.adminRecoveryCode.count()) === 10,
  },
];

describe.each(cases)("$name", ({ action, recordId, arrange, call, happened }) => {
  it("writes one audit row naming the admin, the record and the network, never the lead's address", async () => {
    const id = await arrange();
    const response = await call(id);

    expect(response.status).toBeLessThan(300);
    expect(await happened(id)).toBe(true);
    const rows = await auditRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action, adminId, adminEmail: "owner@agency.test", recordId: recordId(id), network: "203.0.113.0/24" });
    expect(JSON.stringify(rows)).not.toContain(lead);
  });

  it("does nothing when its audit row cannot be written: the row and the action are one transaction", async () => {
    const id = await arrange();
    await refuseAuditRows();
    vi.spyOn(console, "error").mockImplementation(() => undefined);

    const response = await call(id);

    expect(response.status).toBe(503);
    if (!["privacy-looked-up", "privacy-exported", "list-exported", "resume-downloaded"].includes(action)) {
      expect(await happened(id)).toBe(false);
    }
    expect(await db.auditEvent.count()).toBe(0);
  });
});

describe("the audit log", () => {
  it("refuses every UPDATE, DELETE and TRUNCATE, whoever sends it", async () => {
    await db.auditEvent.create({ data: { action: "sign-in" } });

    await expect(db.$executeRaw`UPDATE audit_events SET action = 'sign-out'`).rejects.toThrow(/append-only/);
    await expect(db.$executeRaw`DELETE FROM audit_events`).rejects.toThrow(/append-only/);
    await expect(db.$executeRaw`TRUNCATE audit_events`).rejects.toThrow(/append-only/);
    expect(await db.auditEvent.count()).toBe(1);
  });

  it("loses rows only to the sweep, and only those past AUDIT_RETENTION_MONTHS (12)", async () => {
    const { pruneAuditEvents } = await import("@/lib/audit/retention");
    const now = new Date();
    const monthsAgo = (months: number, days = 0) => {
      const at = new Date(now);
      at.setUTCMonth(at.getUTCMonth() - months);
      at.setUTCDate(at.getUTCDate() + days);
      return at;
    };
    const kept = monthsAgo(12, 1);
    await db.auditEvent.createMany({
      data: [
        { action: "sign-in", at: monthsAgo(12, -1) },
        { action: "sign-in", at: kept },
      ],
    });

    expect(await pruneAuditEvents(now)).toBe(1);
    expect((await db.auditEvent.findMany()).map((row) => row.at.toISOString())).toEqual([kept.toISOString()]);
    // The sweep's permission ended with its transaction.
    await expect(db.$executeRaw`DELETE FROM audit_events`).rejects.toThrow(/append-only/);
  });

  it("keeps at most 200 strangers' rows a day and counts the rest, while every admin's row is kept", async () => {
    const { recordAudit, strangerRowsPerDay } = await import("@/lib/audit/audit-log");
    const origin = { network: "198.51.100.0/24", country: null };
    for (let attempt = 0; attempt < strangerRowsPerDay + 50; attempt += 1) {
      await recordAudit(db, { action: "sign-in-failed", admin: null, origin });
    }
    await recordAudit(db, { action: "sign-in-failed", admin: { adminId: randomUUID(), email: "owner@agency.test" }, origin });

    expect(await db.auditEvent.count({ where: { adminId: null } })).toBe(200);
    expect(await db.auditEvent.count({ where: { adminId: { not: null } } })).toBe(1);
    expect(await db.auditStrangerDay.findMany({ select: { seen: true, kept: true } })).toEqual([{ seen: 250, kept: 200 }]);
  });

  it("refuses the sweep's flag for a row younger than the cut-off, whoever sets it", async () => {
    await db.auditEvent.create({ data: { action: "sign-in-failed" } });

    // One after the other: a second transaction started alongside could be refused before its
    // expectation is attached, an unhandled rejection that fails the run.
    await expect(
      db.$transaction(async (tx) => {
        await tx.$executeRawUnsafe("SET LOCAL agency.audit_retention = 'on'");
        return tx.$executeRawUnsafe("DELETE FROM audit_events WHERE at > now() - interval '1 hour'");
      }),
    ).rejects.toThrow(/append-only/);
    await expect(
      db.$transaction(async (tx) => {
        await tx.$executeRawUnsafe("SET LOCAL agency.audit_retention = 'on'");
        return tx.$executeRawUnsafe("TRUNCATE audit_events");
      }),
    ).rejects.toThrow(/append-only/);
    expect(await db.auditEvent.count()).toBe(1);
  });
});
