// npm run admin:create -- --email you@example.com
// Creates an admin (or resets the password of an existing one) in DATABASE_URL.
// The password comes from ADMIN_PASSWORD or a prompt that does not echo it. An
// admin without an app or passkey gets a one-time enrolment code, printed here
// once: their first sign-in needs it besides the password (docs/operations.md).
import { parseArgs } from "node:util";
import nextEnv from "@next/env";
import { AdminInputError, enrolmentCodeNotice, upsertAdmin } from "@/lib/auth/admin-accounts";
import { minPasswordLength } from "@/lib/auth/password";

nextEnv.loadEnvConfig(process.cwd());

function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!process.stdin.isTTY) {
      reject(new AdminInputError("No terminal to ask for the password: set ADMIN_PASSWORD."));
      return;
    }
    process.stdout.write(question);
    process.stdin.setRawMode(true);
    process.stdin.resume();
    let typed = "";
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString("utf8")) {
        if (char === "\r" || char === "\n") {
          process.stdin.setRawMode(false);
          process.stdin.pause();
          process.stdin.off("data", onData);
          process.stdout.write("\n");
          resolve(typed);
          return;
        }
        if (char === "\u0003") process.exit(130);
        typed = char === "\u007f" ? typed.slice(0, -1) : typed + char;
      }
    };
    process.stdin.on("data", onData);
  });
}

try {
  const { values } = parseArgs({ options: { email: { type: "string" } } });
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new AdminInputError("DATABASE_URL is not set (see .env.example).");
  if (!values.email) throw new AdminInputError("Usage: npm run admin:create -- --email you@example.com");
  const password =
    process.env.ADMIN_PASSWORD ?? (await promptHidden(`Password for ${values.email} (at least ${minPasswordLength} characters): `));
  const { outcome, enrolmentCode } = await upsertAdmin(databaseUrl, values.email, password);
  console.log(outcome === "created" ? `Admin ${values.email} created.` : `Password of ${values.email} updated.`);
  if (enrolmentCode) console.log(enrolmentCodeNotice(enrolmentCode));
} catch (error) {
  console.error(error instanceof AdminInputError ? error.message : error);
  process.exit(1);
}
