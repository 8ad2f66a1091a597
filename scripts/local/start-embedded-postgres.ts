import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export interface EmbeddedPostgres {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export class PortInUseError extends Error {
  override name = "PortInUseError";
}

/**
 * Starts PGlite (Postgres compiled to WebAssembly) and serves it over the
 * Postgres wire protocol on 127.0.0.1, so Prisma and `pg` connect to it like
 * to any server. `dataDir` keeps the data on disk; without it the database
 * lives in memory. Port 0 picks a free port.
 */
export async function startEmbeddedPostgres({ dataDir, port }: { dataDir?: string; port: number }): Promise<EmbeddedPostgres> {
  const db = await PGlite.create(dataDir);
  // PGlite runs one session; the server multiplexes connections onto it and
  // keeps a transaction's queries together, so a small pool works.
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port, maxConnections: 32 });
  try {
    await server.start();
  } catch (error) {
    await db.close();
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") {
      throw new PortInUseError(`Port ${port} on 127.0.0.1 is already in use.`);
    }
    throw error;
  }
  const actualPort = Number(server.getServerConn().split(":").pop());
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${actualPort}/postgres?sslmode=disable`,
    port: actualPort,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
