// The server the e2e tests run against: a fresh, migrated scratch database
// (on DATABASE_URL's server, or embedded), a real SMTP server (smtp-server)
// that writes what it receives to .e2e/mail/, the production build (built
// first if missing), `next start`. Tests find the database and the mail
// through .e2e/ (e2e/helpers/backend.ts). On SIGTERM it stops and drops the database.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { applyMigrations } from "@/lib/migrations/apply-migrations";
import { createScratchDatabase } from "@/test/scratch-database";
import { seedTotpSecret, upsertAdmin } from "@/lib/auth/admin-accounts";
import {
  e2eAdmin,
  e2eAuthSecret,
  e2eTotpSecret,
  e2eNewsletterLinkSecret,
  e2eNotifyEmail,
  e2eRazorpay,
  e2eReceiptLinkSecret,
  e2eSanity,
} from "@/test/e2e-settings";
import { startFeedServer } from "@/test/feed-server";
import { startRazorpayStandIn } from "@/test/razorpay-stand-in";
import { startSanityStandIn } from "@/test/sanity-stand-in";
import { startSmtpSink } from "@/test/smtp-sink";

const port = process.env.E2E_PORT || "3100";
const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
const stateDir = ".e2e";
const mailDir = path.join(stateDir, "mail");

const database = await createScratchDatabase(process.env.DATABASE_URL);
await applyMigrations(database.url);
await upsertAdmin(database.url, e2eAdmin.email, e2eAdmin.password);
// The site requires a second factor (NODE_ENV=production): the shared admin has an app the helpers compute codes for.
await seedTotpSecret(database.url, e2eAdmin.email, e2eTotpSecret, e2eAuthSecret);
rmSync(stateDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });
let received = 0;
const smtp = await startSmtpSink(0, (raw) => {
  received += 1;
  writeFileSync(path.join(mailDir, `${String(received).padStart(5, "0")}.eml`), raw);
});
// Razorpay's Orders API is out of reach here: a local stand-in answers instead.
const razorpay = await startRazorpayStandIn();
// RSS feeds too: a local feed server plays the catalogue's feed.
const feeds = await startFeedServer();
// So is Sanity: a local GROQ endpoint over fixture posts, on the fixed port the blog spec knows.
const sanity = await startSanityStandIn({ port: e2eSanity.port });
writeFileSync(path.join(stateDir, "server.json"), JSON.stringify({ databaseUrl: database.url }));

const env = {
  ...process.env,
  DATABASE_URL: database.url,
  NODE_ENV: "production" as const,
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  NOTIFY_EMAIL: e2eNotifyEmail,
  RAZORPAY_KEY_ID: e2eRazorpay.keyId,
  RAZORPAY_KEY_SECRET: e2eRazorpay.keySecret,
  RAZORPAY_WEBHOOK_SECRET: e2eRazorpay.webhookSecret,
  RAZORPAY_API_BASE_URL: razorpay.baseUrl,
  RSS_FEED_URLS: `industry=${feeds.origin}/feed.xml`,
  // Test only: trusts exactly that origin on 127.0.0.1; redirects elsewhere are still checked.
  RSS_ALLOW_PRIVATE_HOSTS: "true",
  SANITY_PROJECT_ID: e2eSanity.projectId,
  SANITY_DATASET: e2eSanity.dataset,
  SANITY_API_HOST: sanity.apiHost,
  SANITY_REVALIDATE_SECRET: e2eSanity.revalidateSecret,
  // Draft preview: the stand-in shows drafts only to requests carrying this token.
  SANITY_API_READ_TOKEN: e2eSanity.readToken,
  NEXTAUTH_SECRET: e2eAuthSecret,
  NEWSLETTER_LINK_SECRET: e2eNewsletterLinkSecret,
  RECEIPT_LINK_SECRET: e2eReceiptLinkSecret,
  NEXTAUTH_URL: `http://127.0.0.1:${port}`,
  NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
  // Every test comes from one address, named by no proxy; the limits themselves are proven by the integration tests.
  TRUST_PROXY: "none",
  // A search for lib/ops/error-drill.ts's word fails, for e2e/site-analytics.spec.ts's error screen.
  E2E_ERROR_DRILL: "1",
  // No gzip from `next start` (next.config.ts): the browser is on this machine, and Vercel's CDN compresses in production.
  SERVER_GZIP: "off",
  RATE_LIMIT_MAX: "10000",
  RATE_LIMIT_SHARED_MAX: "10000",
};

if (!existsSync(".next/BUILD_ID")) {
  // The project's build: next build, then the prerendered pages' script pins.
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", env });
  if (build.status !== 0) {
    await database.drop();
    process.exit(build.status ?? 1);
  }
}

const site = spawn(process.execPath, [nextBin, "start", "--port", port, "--hostname", "127.0.0.1"], {
  stdio: "inherit",
  env,
});

let stopping = false;
async function stop(exitCode: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  if (site.exitCode === null) {
    const exited = new Promise((resolve) => site.once("exit", resolve));
    site.kill("SIGTERM");
    await exited;
  }
  await smtp.close();
  await razorpay.close();
  await feeds.close();
  await sanity.close();
  await database.drop();
  process.exit(exitCode);
}

site.on("exit", (code) => void stop(code ?? 1));
process.on("SIGTERM", () => void stop(0));
process.on("SIGINT", () => void stop(0));
