// npm run admin:reset-factors -- --email you@example.com
// For an admin who lost every second factor (phone and recovery codes): removes
// their authenticator app, passkeys and recovery codes and ends their sessions
// (recorded in the audit log). They then sign in with the password and the
// enrolment code printed here once, and are taken to enrolment. Check who is
// asking first, and hand the code over by another channel than the password:
// docs/operations.md, "Admins".
import { parseArgs } from "node:util";
import nextEnv from "@next/env";
import { AdminInputError, enrolmentCodeNotice, resetSecondFactors } from "@/lib/auth/admin-accounts";

nextEnv.loadEnvConfig(process.cwd());

try {
  const { values } = parseArgs({ options: { email: { type: "string" } } });
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new AdminInputError("DATABASE_URL is not set (see .env.example).");
  if (!values.email) throw new AdminInputError("Usage: npm run admin:reset-factors -- --email you@example.com");
  const enrolmentCode = await resetSecondFactors(databaseUrl, values.email);
  if (!enrolmentCode) throw new AdminInputError(`No admin has the e-mail ${values.email}.`);
  console.log(`Second factors of ${values.email} removed and every session ended.`);
  console.log(enrolmentCodeNotice(enrolmentCode));
} catch (error) {
  console.error(error instanceof AdminInputError ? error.message : error);
  process.exit(1);
}
