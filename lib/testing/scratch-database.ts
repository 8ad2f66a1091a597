import { randomBytes } from "node:crypto";
import pg from "pg";
import { startEmbeddedPostgres } from "@/lib/embedded-postgres/start-embedded-postgres";

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new, empty database for one test run. Given a server (the DATABASE_URL the
 * tests were started with, e.g. CI's PostgreSQL), a freshly created database
 * on it, dropped afterwards; otherwise an in-memory embedded Postgres, gone
 * when stopped.
 */
export async function createScratchDatabase(serverUrl: string | undefined): Promise<ScratchDatabase> {
  if (!serverUrl) {
    const embedded = await startEmbeddedPostgres({ port: 0 });
    return { url: embedded.url, drop: () => embedded.stop() };
  }

  const name = `agency_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

async function withClient<T>(connectionString: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
