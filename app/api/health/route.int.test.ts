import { mkdtempSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { maxAttempts } from "@/lib/mail/outbox";
import { checkHealth, shippedMigrations } from "@/lib/ops/health";
import { createScratchDatabase } from "@/test/scratch-database";
import { GET } from "./route";

beforeEach(async () => {
  await db.$executeRaw`TRUNCATE outbox_mails`;
});

afterAll(async () => {
  await db.$disconnect();
});

function mail(overrides: { attempts?: number; sentAt?: Date; createdAt?: Date }) {
  return { template: "contact-notification", to: "lead@example.in", subject: "S", html: "<p>h</p>", text: "h", ...overrides };
}

describe("GET /api/health", () => {
  it("answers 200 with the database, the migrations and the outbox's figures, never cached and with no addresses", async () => {
    await db.outboxMail.createMany({
      data: [
        mail({ createdAt: new Date(Date.now() - 120_000) }),
        mail({ attempts: 3 }),
        mail({ attempts: maxAttempts }),
        mail({ sentAt: new Date() }),
      ],
    });

    const response = await GET(new Request("http://localhost/api/health"));

    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({
      status: "ok",
      database: "ok",
      migrations: "ok",
      outbox: { pending: 2, failed: 1, oldestPendingSeconds: expect.any(Number) },
    });
    const oldest = (body.outbox as { oldestPendingSeconds: number }).oldestPendingSeconds;
    expect(oldest).toBeGreaterThanOrEqual(119);
    expect(oldest).toBeLessThan(180);
    expect(JSON.stringify(body)).not.toContain("@");
  });

  it("reads the release's migrations from prisma/migrations", () => {
    const shipped = shippedMigrations();
    expect(shipped.length).toBeGreaterThan(0);
    expect(shipped.every((name) => /^\d{14}_\w+$/.test(name))).toBe(true);
  });

  it("reports unavailable when the release ships a migration the database has not had", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "migrations-"));
    for (const name of [...shippedMigrations(), "29990101000000_not_yet_applied"]) mkdirSync(path.join(dir, name));

    expect(await checkHealth({ migrationsDir: dir })).toEqual({
      status: "unavailable",
      database: "ok",
      migrations: "pending",
      outbox: { pending: 0, failed: 0, oldestPendingSeconds: 0 },
    });
  });

  it("reports unavailable, not a crash, when the release's migrations cannot be read", async () => {
    expect(await checkHealth({ migrationsDir: path.join(tmpdir(), "no-such-migrations-dir") })).toMatchObject({
      status: "unavailable",
      database: "ok",
      migrations: "unknown",
    });
  });

  it("tells a database nobody has migrated from one that is down", async () => {
    const fresh = await createScratchDatabase(process.env.DATABASE_URL);
    const unmigrated = clientFor(fresh.url);
    const down = clientFor("postgresql://postgres@127.0.0.1:1/nothing");
    try {
      expect(await checkHealth({ client: unmigrated })).toEqual({
        status: "unavailable",
        database: "ok",
        migrations: "pending",
        outbox: null,
      });
      expect(await checkHealth({ client: down })).toEqual({
        status: "unavailable",
        database: "unreachable",
        migrations: "unknown",
        outbox: null,
      });
    } finally {
      await Promise.all([unmigrated.$disconnect(), down.$disconnect()]);
      await fresh.drop();
    }
  });
});

function clientFor(url: string): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
}
