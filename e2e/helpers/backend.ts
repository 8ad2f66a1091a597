import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import pg from "pg";
import { seedTotpSecret, upsertAdmin } from "../../lib/auth/admin-accounts";
import { e2eAuthSecret, e2eTotpSecret } from "../../test/e2e-settings";

// What the site stored and mailed, read from the e2e server's own database and
// SMTP server (scripts/e2e-server.ts writes where they are into .e2e/).

const stateDir = path.resolve(".e2e");

export function databaseUrl(): string {
  const state = JSON.parse(readFileSync(path.join(stateDir, "server.json"), "utf8")) as { databaseUrl: string };
  return state.databaseUrl;
}

/** Runs one query against the site's database. */
export async function query<Row extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return (await client.query<Row>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Creates an admin of a test's own, so a test that ends an admin's sessions
 * never signs out the tests running beside it as the shared one. It gets the
 * shared app secret (signInAsAdmin computes its codes) unless `withApp` is
 * false: then it returns the enrolment code npm run admin:create would print,
 * which its first sign-in needs to reach enrolment.
 */
export async function createAdmin(email: string, password: string, { withApp = true } = {}): Promise<string | null> {
  const { enrolmentCode } = await upsertAdmin(databaseUrl(), email, password);
  if (!withApp) return enrolmentCode;
  await seedTotpSecret(databaseUrl(), email, e2eTotpSecret, e2eAuthSecret);
  return null;
}

/** Every mail the SMTP server received so far. */
export async function receivedMail(): Promise<ParsedMail[]> {
  const directory = path.join(stateDir, "mail");
  const files = readdirSync(directory)
    .filter((name) => name.endsWith(".eml"))
    .sort();
  return Promise.all(files.map((name) => simpleParser(readFileSync(path.join(directory, name)))));
}

/** Waits for mail matching `match` (the site sends it right after answering). */
export async function waitForMail(match: (mail: ParsedMail) => boolean, timeoutMs = 15_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await receivedMail()).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error("The expected mail did not arrive");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function addressOf(mail: ParsedMail): string {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return to?.value[0]?.address ?? "";
}
