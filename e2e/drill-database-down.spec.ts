import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { backupKeys } from "../lib/browser/local-backup";
import { applyMigrations } from "../lib/migrations/apply-migrations";
import { createScratchDatabase, type ScratchDatabase } from "../test/scratch-database";
import { freePort } from "../test/smtp-sink";
import { startTcpProxy, type TcpProxy } from "../test/tcp-proxy";
import { acceptCookies } from "./helpers/page";

// Failure drill: the database goes away while the site runs. A visitor's
// message gets a 503, stays in the browser, and is stored once after the
// database comes back, on the next visit. The site here is a production server
// of its own whose database connection runs through a TCP proxy the test cuts.

test.describe.configure({ mode: "serial", timeout: 120_000 });

let database: ScratchDatabase;
let proxy: TcpProxy;
let site: ChildProcess;
let baseURL = "";

test.beforeAll(async () => {
  const server = new URL(process.env.DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres");
  database = await createScratchDatabase(server.toString());
  await applyMigrations(database.url);
  proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
  const throughProxy = new URL(database.url);
  throughProxy.hostname = "127.0.0.1";
  throughProxy.port = String(proxy.port);

  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  site = spawn(
    process.execPath,
    [createRequire(import.meta.url).resolve("next/dist/bin/next"), "start", "--port", String(port), "--hostname", "127.0.0.1"],
    {
      stdio: "ignore",
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: throughProxy.toString(),
        NEXTAUTH_SECRET: "drill-secret-at-least-32-characters-long",
        NEWSLETTER_LINK_SECRET: "drill-newsletter-secret-at-least-32-characters",
        RECEIPT_LINK_SECRET: "drill-receipt-link-secret-at-least-32-characters",
        TRUST_PROXY: "none",
        RATE_LIMIT_MAX: "1000",
        RATE_LIMIT_SHARED_MAX: "1000",
        SMTP_URL: "",
      },
    },
  );
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (
      await fetch(`${baseURL}/robots.txt`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the drill's site did not start");
});

test.afterAll(async () => {
  site?.kill("SIGTERM");
  await proxy?.close();
  await database?.drop();
});

async function storedMessages(email: string): Promise<number> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>("SELECT count(*) FROM contacts WHERE email = $1", [email]);
    return Number(rows[0]?.count);
  } finally {
    await client.end();
  }
}

test("with the database down a message answers 503, is kept, and is stored once when it is back", async ({ page }) => {
  const email = `drill-${Date.now()}@example.in`;
  await acceptCookies(page);
  await page.goto(`${baseURL}/contact`);
  await page.waitForLoadState("networkidle");

  await proxy.stop();
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Full Name").fill("Drill Visitor");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Project Details").fill("Sent while the database was down.");
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/contact"));
  await form.getByRole("button", { name: "Send Message" }).click();

  const unavailable = await answer;
  expect(unavailable.status()).toBe(503);
  expect(await unavailable.json()).toEqual({ error: "unavailable" });
  // A server error carries the security headers like any other answer.
  expect(unavailable.headers()).toMatchObject({
    "x-content-type-options": "nosniff",
    "strict-transport-security": "max-age=63072000; includeSubDomains",
  });
  await expect(page.getByText("Data Saved Locally")).toBeVisible();
  const kept = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "[]") as unknown[], backupKeys.contact);
  expect(kept).toHaveLength(1);

  // The uptime monitor's view: 503 with the status alone (the figures are the operator's), quickly, never cached.
  const health = await page.request.get(`${baseURL}/api/health`);
  expect(health.status()).toBe(503);
  expect(health.headers()["cache-control"]).toBe("no-store");
  expect(await health.json()).toEqual({ status: "unavailable" });

  // Still down: the next visit tries again, keeps the message, stores nothing.
  await page.goto(`${baseURL}/about`);
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate((key) => localStorage.getItem(key), backupKeys.contact)).not.toBeNull();

  await proxy.start();
  expect(await storedMessages(email)).toBe(0);
  await expect.poll(async () => (await page.request.get(`${baseURL}/api/health`)).status()).toBe(200);
  await page.goto(`${baseURL}/pricing`);

  await expect(page.getByText("Saved submission sent")).toBeVisible();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), backupKeys.contact)).toBeNull();
  expect(await storedMessages(email)).toBe(1);
});
