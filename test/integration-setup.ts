import { tmpdir } from "node:os";
import path from "node:path";
import { workerServices } from "./integration-workers";

const { databaseUrl, smtpPort, razorpayPort } = workerServices();
// Point lib/db.ts (and anything reading the environment) at this worker's database.
process.env.DATABASE_URL = databaseUrl;
// Mail goes to the SMTP sink a test starts on this port (nothing listens otherwise).
process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
process.env.MAIL_DIR = path.join(tmpdir(), `agency-test-mail-${smtpPort}`);
// Each test names its client with x-forwarded-for, so limits don't leak between tests.
process.env.TRUST_PROXY = "x-forwarded-for";
process.env.RATE_LIMIT_MAX = "20";
process.env.CRON_SECRET = "integration-cron-secret-0123";
// Razorpay test-mode keys for the stand-in of its Orders API (test/razorpay-stand-in.ts).
process.env.RAZORPAY_KEY_ID = "rzp_test_Integration01";
process.env.RAZORPAY_KEY_SECRET = "integration-key-secret";
process.env.RAZORPAY_WEBHOOK_SECRET = "integration-webhook-secret";
process.env.RAZORPAY_API_BASE_URL = `http://127.0.0.1:${razorpayPort}`;
