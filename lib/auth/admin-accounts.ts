import pg from "pg";
import { emailField } from "@/lib/validation/fields";
import { hashPassword, minPasswordLength } from "./password";

// Creating admins from the command line, the local run and the e2e server.
// Plain pg, not the Prisma client: it runs outside Next (tsx scripts).

export class AdminInputError extends Error {
  override name = "AdminInputError";
}

/**
 * Creates the admin, or sets a new password when the e-mail already exists and
 * ends the admin's sessions (a reset after a leak must lock the old cookie out).
 * Returns whether it was created.
 */
export async function upsertAdmin(databaseUrl: string, rawEmail: string, password: string): Promise<"created" | "updated"> {
  const parsed = emailField.safeParse(rawEmail);
  if (!parsed.success) throw new AdminInputError(`Not an e-mail address: ${rawEmail}`);
  const email = parsed.data;
  if (password.length < minPasswordLength) {
    throw new AdminInputError(`The password must be at least ${minPasswordLength} characters.`);
  }
  const passwordHash = await hashPassword(password);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ created: boolean }>(
      `INSERT INTO admin_users (email, password_hash) VALUES ($1, $2)
       ON CONFLICT (email) DO UPDATE SET password_hash = EXCLUDED.password_hash,
         session_version = admin_users.session_version + 1
       RETURNING (xmax = 0) AS created`,
      [email, passwordHash],
    );
    return rows[0]?.created ? "created" : "updated";
  } finally {
    await client.end();
  }
}
