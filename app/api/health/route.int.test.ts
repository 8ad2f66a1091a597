import { mkdtempSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { maxAttempts } from "@/lib/mail/outbox";
import { checkHealth, okReusedForMs, shippedMigrations, statusSharedBetweenCallers } from "@/lib/ops/health";
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

function healthRequest(authorization?: string): Request {
  return new Request("http://localhost/api/health", authorization === undefined ? {} : { headers: { authorization } });
}

describe("GET /api/health", () => {
  it("tells anyone only whether the site can serve: 200 {status: ok}, no figures", async () => {
    await db.outboxMail.createMany({ data: [mail({}), mail({ attempts: maxAttempts })] });

    const response = await GET(healthRequest());

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("runs one check for a burst of public calls, reuses an ok for a few seconds, and checks again after an unavailable", async () => {
    let clock = 0;
    let checks = 0;
    let answer: "ok" | "unavailable" = "ok";
    const status = statusSharedBetweenCallers(
      async () => {
        checks += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
        return { status: answer };
      },
      () => clock,
    );

    expect(await Promise.all(Array.from({ length: 20 }, () => status()))).toEqual(Array(20).fill("ok"));
    expect(checks).toBe(1);
    clock += okReusedForMs - 1;
    expect(await status()).toBe("ok");
    expect(checks).toBe(1);

    clock += 1;
    answer = "unavailable";
    expect(await status()).toBe("unavailable");
    answer = "ok";
    expect(await status()).toBe("ok");
    expect(checks).toBe(3);
  });

  it("gives the operator with CRON_SECRET the database, the migrations and the outbox's figures, never cached and with no addresses", async () => {
    await db.outboxMail.createMany({
      data: [
        mail({ createdAt: new Date(Date.now() - 120_000) }),
        mail({ attempts: 3 }),
        mail({ attempts: maxAttempts }),
        mail({ sentAt: new Date() }),
      ],
    });

    const response = await GET(healthRequest(`Bearer ${process.env.CRON_SECRET}`));

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

  it.each([["Bearer wrong"], [`Bearer ${process.env.CRON_SECRET}x`], [`${process.env.CRON_SECRET}`], ["Basic abc"]])(
    "refuses the figures to %j with 401, never cached",
    async (authorization) => {
      const response = await GET(healthRequest(authorization));

      expect(response.status).toBe(401);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(JSON.stringify(await response.json())).not.toContain("outbox");
    },
  );

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
