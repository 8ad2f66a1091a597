import pg from "pg";
import { emailField } from "@/lib/validation/fields";
import { hashPassword, minPasswordLength } from "./password";
import { hashRecoveryCode, newRecoveryCodes, normaliseRecoveryCode } from "./recovery-codes";
import { sealSecret } from "./sealed-secret";

// Creating admins from the command line, the local run and the e2e server.
// Plain pg, not the Prisma client: it runs outside Next (tsx scripts).

export class AdminInputError extends Error {
  override name = "AdminInputError";
}

export interface UpsertedAdmin {
  outcome: "created" | "updated";
  /** For an admin without an app or passkey: the one-time code their first sign-in needs besides the password. */
  enrolmentCode: string | null;
}

/**
 * Creates the admin, or sets a new password when the e-mail already exists and
 * ends the admin's sessions (a reset after a leak must lock the old cookie out).
 * An admin without an app or passkey gets a fresh enrolment code (issueEnrolmentCode).
 */
export async function upsertAdmin(databaseUrl: string, rawEmail: string, password: string): Promise<UpsertedAdmin> {
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
    await client.query("BEGIN");
    const { rows } = await client.query<{ id: string; created: boolean; factors: number }>(
      `INSERT INTO admin_users (email, password_hash) VALUES ($1, $2)
       ON CONFLICT (email) DO UPDATE SET password_hash = EXCLUDED.password_hash,
         session_version = admin_users.session_version + 1
       RETURNING id, (xmax = 0) AS created,
         (SELECT count(*) FROM admin_totp t WHERE t.admin_id = admin_users.id AND t.confirmed_at IS NOT NULL)::int
         + (SELECT count(*) FROM admin_passkeys p WHERE p.admin_id = admin_users.id)::int AS factors`,
      [email, passwordHash],
    );
    const admin = rows[0];
    if (!admin) throw new Error("The admin was not stored.");
    await client.query("UPDATE admin_sessions SET ended_at = now() WHERE ended_at IS NULL AND admin_id = $1", [admin.id]);
    const enrolmentCode = admin.factors === 0 ? await issueEnrolmentCode(client, admin.id) : null;
    await client.query("COMMIT");
    return { outcome: admin.created ? "created" : "updated", enrolmentCode };
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * The one-time code an admin without an app or passkey types after the password
 * at their first sign-in (lib/auth/sign-in.ts): without it a stolen password
 * reaches no enrolment. It is the admin's only recovery code (stored as its
 * sha256, used once); enrolling a factor then hands out ten real ones.
 * Replaces any code the admin had. Shown once, by the command that made it.
 */
async function issueEnrolmentCode(client: pg.Client, adminId: string): Promise<string> {
  const [code = ""] = newRecoveryCodes(1);
  await client.query("DELETE FROM admin_recovery_codes WHERE admin_id = $1", [adminId]);
  await client.query("INSERT INTO admin_recovery_codes (admin_id, code_hash) VALUES ($1, $2)", [
    adminId,
    hashRecoveryCode(normaliseRecoveryCode(code) ?? code),
  ]);
  return code;
}

/**
 * For an admin who lost every second factor (npm run admin:reset-factors): removes
 * their authenticator app, passkeys and recovery codes, ends every session, and
 * records it in the audit log. They sign in with the password and the returned
 * enrolment code, and enrol again. Returns null for an unknown e-mail.
 */
export async function resetSecondFactors(databaseUrl: string, rawEmail: string): Promise<string | null> {
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
      return null;
    }
    for (const table of ["admin_totp", "admin_passkeys", "admin_recovery_codes"]) {
      await client.query(`DELETE FROM ${table} WHERE admin_id = $1`, [admin.id]);
    }
    await client.query("UPDATE admin_sessions SET ended_at = now() WHERE admin_id = $1 AND ended_at IS NULL", [admin.id]);
    await client.query("INSERT INTO audit_events (admin_id, admin_email, action, record_id) VALUES ($1, $2, 'factor-removed', 'reset')", [
      admin.id,
      admin.email,
    ]);
    const enrolmentCode = await issueEnrolmentCode(client, admin.id);
    await client.query("COMMIT");
    return enrolmentCode;
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

/** What the admin commands print with a new enrolment code. */
export function enrolmentCodeNotice(code: string): string {
  return [
    `Enrolment code (shown once): ${code}`,
    "At the first sign-in, type it where the form asks for a code after the password, then add an",
    "authenticator app or a passkey: the password alone opens nothing. Hand it over by another",
    "channel than the password.",
  ].join("\n");
}
