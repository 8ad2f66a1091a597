import "server-only";
import { readdirSync } from "node:fs";
import path from "node:path";
import { db } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { maxAttempts } from "@/lib/mail/outbox";

// What an uptime monitor needs to know, in three small queries: the database
// answers, every migration shipped with this release is applied, and mail is
// flowing. Counts and ages only: no addresses, no secrets; and only the
// operator sees them (app/api/health/route.ts), anyone else only the status.

export interface Health {
  status: "ok" | "unavailable";
  database: "ok" | "unreachable";
  /** "pending": this release ships a migration the database has not had (run prisma migrate deploy). */
  migrations: "ok" | "pending" | "unknown";
  outbox: { pending: number; failed: number; oldestPendingSeconds: number } | null;
}

/**
 * The migrations this release ships, by folder name. next.config.ts traces
 * prisma/migrations into the health function, so they are there on Vercel too;
 * the ignore comment keeps the bundler from tracing the whole project instead
 * (a path built from process.cwd() would otherwise match every file).
 */
export function shippedMigrations(dir = path.join(/* turbopackIgnore: true */ process.cwd(), "prisma", "migrations")): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const givesUpAfterMs = 3_000;

/** `client` and `migrationsDir`: the site's own unless a test points elsewhere. */
export async function checkHealth({ client = db, migrationsDir }: { client?: PrismaClient; migrationsDir?: string } = {}): Promise<Health> {
  const shipped = readShippedMigrations(migrationsDir);
  try {
    return await withTimeout(readHealth(client, shipped), givesUpAfterMs);
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "health_check_failed", error: error instanceof Error ? error.name : "unknown" }));
    return { status: "unavailable", database: "unreachable", migrations: "unknown", outbox: null };
  }
}

/** null when the release's migrations cannot be read (a deployment that did not trace them in). */
function readShippedMigrations(dir: string | undefined): string[] | null {
  try {
    return shippedMigrations(dir);
  } catch (error) {
    console.error(
      JSON.stringify({ level: "error", event: "health_migrations_unreadable", error: error instanceof Error ? error.name : "unknown" }),
    );
    return null;
  }
}

async function readHealth(db: PrismaClient, shipped: string[] | null): Promise<Health> {
  // A database nobody has migrated yet answers, but has neither table.
  const [tables] = await db.$queryRaw<{ migrations: boolean; outbox: boolean }[]>`
    SELECT to_regclass('_prisma_migrations') IS NOT NULL AS migrations, to_regclass('outbox_mails') IS NOT NULL AS outbox`;
  const [applied, outbox] = await Promise.all([
    tables?.migrations ? appliedMigrations(db) : new Set<string>(),
    tables?.outbox ? outboxFigures(db) : null,
  ]);
  const migrations = shipped === null ? "unknown" : shipped.every((name) => applied.has(name)) ? "ok" : "pending";
  return { status: migrations === "ok" ? "ok" : "unavailable", database: "ok", migrations, outbox };
}

async function appliedMigrations(db: PrismaClient): Promise<Set<string>> {
  const rows = await db.$queryRaw<{ migration_name: string }[]>`
    SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
  return new Set(rows.map((row) => row.migration_name));
}

async function outboxFigures(db: PrismaClient): Promise<NonNullable<Health["outbox"]>> {
  const [row] = await db.$queryRaw<{ pending: number; failed: number; oldest: number | null }[]>`
    SELECT count(*) FILTER (WHERE attempts < ${maxAttempts})::int AS pending,
           count(*) FILTER (WHERE attempts >= ${maxAttempts})::int AS failed,
           extract(epoch FROM now() - min(created_at) FILTER (WHERE attempts < ${maxAttempts}))::float8 AS oldest
      FROM outbox_mails WHERE sent_at IS NULL`;
  return { pending: row?.pending ?? 0, failed: row?.failed ?? 0, oldestPendingSeconds: Math.floor(row?.oldest ?? 0) };
}

/** How long a public caller is told the last "ok" instead of a new check. */
export const okReusedForMs = 5_000;

/**
 * The public answer, ok or unavailable, from `check` with at most one check
 * running at a time and an "ok" reused for okReusedForMs, so anyone calling
 * it in a loop costs the database one check per few seconds, not three
 * queries a call. "unavailable" is not reused: the first call after a
 * recovery checks again.
 */
export function statusSharedBetweenCallers(
  check: () => Promise<Pick<Health, "status">>,
  now: () => number = Date.now,
): () => Promise<Health["status"]> {
  let lastOk = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<Health["status"]> | null = null;
  return () => {
    if (now() - lastOk < okReusedForMs) return Promise.resolve("ok");
    inFlight ??= check()
      .then(({ status }) => {
        if (status === "ok") lastOk = now();
        return status;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
}

/** This server's public health status (app/api/health/route.ts). */
export const sharedStatus = statusSharedBetweenCallers(() => checkHealth());

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error("health check timed out"), { name: "TimeoutError" })), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
