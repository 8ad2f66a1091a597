// npm run load-test — a burst of concurrent contact and quote submissions at
// the production build (`npm run build` first) on a fresh Postgres database, then
// proof that nothing was lost or doubled: exactly one row per idempotency key,
// and a 201 (or 200 for a repeat) for every request. Reports requests per
// second, p50/p99 latency, and the raw insert rate of the same Postgres in the
// same run, as a ratio.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npm run load-test
//   LOAD_REQUESTS=600 LOAD_CONCURRENCY=32 npm run load-test
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { applyMigrations } from "@/lib/migrations/apply-migrations";
import { createScratchDatabase } from "@/test/scratch-database";
import { freePort } from "@/test/smtp-sink";

const total = Number(process.env.LOAD_REQUESTS || 400);
const concurrency = Number(process.env.LOAD_CONCURRENCY || 24);
/** One request in this many reuses an earlier key, as a browser retry would. */
const repeatEvery = 5;

interface Job {
  kind: "contact" | "quote";
  key: string;
  body: Record<string, unknown>;
}

function jobs(): Job[] {
  const list: Job[] = [];
  for (let index = 0; index < total; index += 1) {
    const earlier = list[index - 3];
    if (index % repeatEvery === repeatEvery - 1 && earlier) {
      list.push(earlier);
      continue;
    }
    const kind = index % 2 === 0 ? "contact" : "quote";
    const email = `load-${index}@example.in`;
    list.push({
      kind,
      key: randomUUID(),
      body:
        kind === "contact"
          ? { name: `Load ${index}`, email, projectDetails: "A load-test message." }
          : { name: `Load ${index}`, email, description: "A load-test quote.", services: ["web"], additionalServices: ["seo-pro"] },
    });
  }
  return list;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function runPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const item = items[next];
        next += 1;
        if (item !== undefined) await work(item);
      }
    }),
  );
}

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The site did not start at ${url}`);
}

/** Inserts the same number of contact-shaped rows straight into Postgres, same concurrency. */
async function rawInsertRate(databaseUrl: string, rows: number): Promise<number> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: concurrency });
  await pool.query("CREATE TABLE load_raw (LIKE contacts INCLUDING DEFAULTS)");
  const started = performance.now();
  await runPool(
    Array.from({ length: rows }, (_, index) => index),
    concurrency,
    async (index) => {
      await pool.query("INSERT INTO load_raw (name, email, project_details) VALUES ($1, $2, $3)", [
        `Raw ${index}`,
        `raw-${index}@example.in`,
        "A raw insert.",
      ]);
    },
  );
  const seconds = (performance.now() - started) / 1000;
  await pool.query("DROP TABLE load_raw");
  await pool.end();
  return rows / seconds;
}

const database = await createScratchDatabase(process.env.DATABASE_URL);
let site: ReturnType<typeof spawn> | undefined;
try {
  await applyMigrations(database.url);
  const port = await freePort();
  const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
  site = spawn(process.execPath, [nextBin, "start", "--port", String(port), "--hostname", "127.0.0.1"], {
    stdio: "ignore",
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: database.url,
      NEXTAUTH_SECRET: "load-test-secret-at-least-32-characters",
      NEWSLETTER_LINK_SECRET: "load-test-newsletter-secret-at-least-32-characters",
      RECEIPT_LINK_SECRET: "load-test-receipt-secret-at-least-32-characters",
      TRUST_PROXY: "none",
      RATE_LIMIT_MAX: "1000000",
      RATE_LIMIT_SHARED_MAX: "1000000",
      SMTP_URL: "",
      MAIL_DIR: mkdtempSync(path.join(tmpdir(), "load-mail-")),
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForServer(`${base}/robots.txt`);

  const work = jobs();
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const started = performance.now();
  await runPool(work, concurrency, async (job) => {
    const sent = performance.now();
    const response = await fetch(`${base}/api/${job.kind === "contact" ? "contact" : "quotes"}`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": job.key },
      body: JSON.stringify(job.body),
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - sent);
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  });
  const seconds = (performance.now() - started) / 1000;

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const uniqueKeys = new Set(work.map((job) => job.key)).size;
  const { rows: counts } = await client.query<{ contacts: string; quotes: string; keys: string; doubled: string }>(`
    SELECT (SELECT count(*) FROM contacts) AS contacts, (SELECT count(*) FROM quotes) AS quotes,
           (SELECT count(*) FROM submission_keys) AS keys,
           (SELECT count(*) FROM (SELECT email FROM contacts UNION ALL SELECT email FROM quotes) e
              GROUP BY email HAVING count(*) > 1 LIMIT 1) AS doubled`);
  await client.end();
  const stored = Number(counts[0]?.contacts) + Number(counts[0]?.quotes);

  const rawRate = await rawInsertRate(database.url, total);
  latencies.sort((a, b) => a - b);
  const rate = total / seconds;
  console.log(`Requests:        ${total} (${uniqueKeys} distinct keys, ${total - uniqueKeys} repeats), concurrency ${concurrency}`);
  console.log(`Answers:         ${[...statuses].map(([status, count]) => `${status}×${count}`).join(", ")}`);
  console.log(`Throughput:      ${rate.toFixed(1)} requests/s over ${seconds.toFixed(2)} s`);
  console.log(`Latency:         p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms`);
  console.log(`Stored rows:     ${stored} for ${uniqueKeys} keys (${counts[0]?.keys} keys recorded)`);
  console.log(`Raw inserts:     ${rawRate.toFixed(1)} rows/s into the same Postgres, same concurrency`);
  console.log(`Ratio:           the site stores at ${((rate / rawRate) * 100).toFixed(1)}% of the raw insert rate`);

  const answered = (statuses.get(201) ?? 0) + (statuses.get(200) ?? 0);
  const problems = [
    answered !== total ? `${total - answered} requests were not answered 201/200` : "",
    (statuses.get(201) ?? 0) !== uniqueKeys ? `expected ${uniqueKeys} answers of 201, got ${statuses.get(201) ?? 0}` : "",
    stored !== uniqueKeys ? `expected ${uniqueKeys} rows, found ${stored}` : "",
    counts[0]?.doubled ? "some submission was stored twice" : "",
  ].filter(Boolean);
  if (problems.length > 0) {
    console.error(`\nFAILED: ${problems.join("; ")}`);
    process.exitCode = 1;
  } else {
    console.log("\nOK: one row per key, every request answered.");
  }
} finally {
  site?.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 500));
  await database.drop();
}
