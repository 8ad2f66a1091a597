import { randomBytes } from "node:crypto";
import pg from "pg";
import { startEmbeddedPostgres } from "@/scripts/local/start-embedded-postgres";

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

  const name = `${PREFIX}${Date.now()}_${randomBytes(4).toString("hex")}`;
  await withClient(serverUrl, async (client) => {
    await dropAbandoned(client);
    await client.query(`CREATE DATABASE "${name}"`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

const PREFIX = "agency_test_";
const ABANDONED_AFTER_MS = 6 * 60 * 60 * 1000;

/** Drops scratch databases left by runs that were killed before their cleanup. */
async function dropAbandoned(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE $1", [`${PREFIX}%`]);
  for (const { datname } of rows) {
    const createdAt = Number(datname.slice(PREFIX.length).split("_")[0]);
    if (Date.now() - createdAt > ABANDONED_AFTER_MS) {
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  }
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
