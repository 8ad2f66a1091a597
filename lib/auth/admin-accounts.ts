import pg from "pg";
import { emailField } from "@/lib/validation/fields";
import { hashPassword, minPasswordLength } from "./password";
import { sealSecret } from "./sealed-secret";

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
    await client.query(
      "UPDATE admin_sessions SET ended_at = now() WHERE ended_at IS NULL AND admin_id = (SELECT id FROM admin_users WHERE email = $1)",
      [email],
    );
    return rows[0]?.created ? "created" : "updated";
  } finally {
    await client.end();
  }
}

/**
 * For an admin who lost every second factor (npm run admin:reset-factors): removes
 * their authenticator app, passkeys and recovery codes, ends every session, and
 * records it in the audit log. They sign in with the password and enrol again.
 * Returns false for an unknown e-mail.
 */
export async function resetSecondFactors(databaseUrl: string, rawEmail: string): Promise<boolean> {
  const parsed = emailField.safeParse(rawEmail);
  if (!parsed.success) throw new AdminInputError(`Not an e-mail address: ${rawEmail}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("BEGIN");
    const { rows } = await client.query<{ id: string; email: string }>(
      "UPDATE admin_users SET session_version = session_version + 1 WHERE email = $1 RETURNING id, email",
      [parsed.data],
    );
    const admin = rows[0];
    if (!admin) {
      await client.query("ROLLBACK");
      return false;
    }
    for (const table of ["admin_totp", "admin_passkeys", "admin_recovery_codes"]) {
      await client.query(`DELETE FROM ${table} WHERE admin_id = $1`, [admin.id]);
    }
    await client.query("UPDATE admin_sessions SET ended_at = now() WHERE admin_id = $1 AND ended_at IS NULL", [admin.id]);
    await client.query("INSERT INTO audit_events (admin_id, admin_email, action, record_id) VALUES ($1, $2, 'factor-removed', 'reset')", [
      admin.id,
      admin.email,
    ]);
    await client.query("COMMIT");
    return true;
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * Gives an admin a confirmed authenticator app with a known secret: for the e2e
 * server and its helpers, which compute the codes (never a production path: the
 * dashboard makes the secret itself and shows it once).
 */
export async function seedTotpSecret(databaseUrl: string, email: string, secret: string, sealingSecret: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO admin_totp (admin_id, secret_sealed, confirmed_at)
       SELECT id, $2, now() FROM admin_users WHERE email = $1
       ON CONFLICT (admin_id) DO UPDATE SET secret_sealed = EXCLUDED.secret_sealed, confirmed_at = now(), last_used_step = 0`,
      [email.toLowerCase(), sealSecret(secret, sealingSecret)],
    );
  } finally {
    await client.end();
  }
}
