import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

// A TOTP secret is kept sealed (AES-256-GCM) under a key derived from
// NEXTAUTH_SECRET, so a copy of the database (a backup, a dump) does not hand
// over the admins' authenticator codes. Not server-only: the admin commands
// (scripts/, plain Node) and the e2e server seal with it too.

const version = "v1";

function keyFrom(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "agency-admin", "totp-secret-seal", 32));
}

export function sealSecret(plain: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(secret), iv);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [version, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), sealed.toString("base64url")].join(".");
}

/** The plain secret, or null when it was sealed under another key (NEXTAUTH_SECRET rotated) or altered. */
export function openSecret(sealed: string, secret: string): string | null {
  const [tag, iv, authTag, body] = sealed.split(".");
  if (tag !== version || !iv || !authTag || !body) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFrom(secret), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(authTag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
