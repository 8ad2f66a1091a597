import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { getEnv } from "@/lib/env";

// One client per process, made on first use: `next build` loads every route
// module to collect its configuration, and must succeed without DATABASE_URL
// (a Preview build has no runtime secrets). Dev hot reload re-evaluates
// modules, so the client lives on globalThis; otherwise every reload would open a new pool.
const globalForDb = globalThis as typeof globalThis & { prismaClient?: PrismaClient };

function client(): PrismaClient {
  if (!globalForDb.prismaClient) {
    const { DATABASE_URL, DATABASE_POOL_MAX } = getEnv();
    const adapter = new PrismaPg({ connectionString: DATABASE_URL, max: DATABASE_POOL_MAX });
    // A burst (a payment's answer and both its webhooks, for many payments at once) waits for a
    // pooled connection for up to 10 s before its transaction starts, rather than Prisma's 2 s
    // and a 503 while the pool is busy.
    globalForDb.prismaClient = new PrismaClient({ adapter, transactionOptions: { maxWait: 10_000 } });
  }
  return globalForDb.prismaClient;
}

export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const target = client();
    const value: unknown = Reflect.get(target, property, target);
    return typeof value === "function" ? value.bind(target) : value;
  },
});
