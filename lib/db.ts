import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { getEnv } from "@/lib/env";

// One client per process. Dev hot reload re-evaluates modules, so the client
// lives on globalThis; otherwise every reload would open a new pool.
const globalForDb = globalThis as typeof globalThis & { prismaClient?: PrismaClient };

function createClient(): PrismaClient {
  const { DATABASE_URL, DATABASE_POOL_MAX } = getEnv();
  const adapter = new PrismaPg({ connectionString: DATABASE_URL, max: DATABASE_POOL_MAX });
  return new PrismaClient({ adapter });
}

export const db: PrismaClient = (globalForDb.prismaClient ??= createClient());
