import type { JWT } from "next-auth/jwt";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { workerServices } from "@/test/integration-workers";
import { upsertAdmin } from "@/lib/auth/admin-accounts";
import { db } from "@/lib/db";
import { authOptions } from "./options";
import { adminForSession } from "./session-version";
import { signInAdmin } from "./sign-in";

const email = "owner@agency.test";
const password = "correct horse battery staple";

beforeEach(async () => {
  await db.$executeRaw`TRUNCATE admin_users, rate_limit_windows, outbox_mails CASCADE`;
  await upsertAdmin(workerServices().databaseUrl, email, password);
});

afterAll(async () => {
  await db.$disconnect();
});

/** Signs in and returns the claims next-auth puts into the session cookie's JWT. */
async function signInClaims(): Promise<JWT> {
  const result = await signInAdmin(email, password, "203.0.113.1");
  if (!result.ok) throw new Error(result.message);
  const user = {
    id: result.admin.id,
    email: result.admin.email,
    sessionVersion: result.admin.sessionVersion,
    sessionId: result.admin.sessionId,
  };
  const jwt = authOptions().callbacks?.jwt;
  if (!jwt) throw new Error("no jwt callback");
  return jwt({ token: { email }, user, account: null, trigger: "signIn" });
}

async function signOut(token: JWT): Promise<void> {
  await authOptions().events?.signOut?.({ token, session: { expires: "" } });
}

describe("admin sessions", () => {
  it("count while the admin's sessions have not been ended", async () => {
    const claims = await signInClaims();

    expect(await adminForSession(claims)).toEqual({
      adminId: claims.adminId,
      email,
      sessionId: claims.sessionId,
      secondFactor: "not-required",
    });
  });

  it("end for good at sign-out: the cookie's JWT, kept by a thief, no longer signs anyone in", async () => {
    const stolen = await signInClaims();
    await signOut(stolen);

    expect(await adminForSession(stolen)).toBeNull();
    const next = await signInClaims();
    expect(await adminForSession(next)).toMatchObject({ adminId: next.adminId, email, sessionId: next.sessionId });
  });

  it("end when the password is reset with admin:create", async () => {
    const stolen = await signInClaims();
    await upsertAdmin(workerServices().databaseUrl, email, "a brand new password 2026");

    expect(await adminForSession(stolen)).toBeNull();
  });

  it("do not count without a version (a cookie from before versions), for another admin, or for one who is gone", async () => {
    const claims = await signInClaims();

    expect(await adminForSession({ adminId: claims.adminId })).toBeNull();
    expect(await adminForSession({ adminId: claims.adminId, sessionVersion: "0" })).toBeNull();
    expect(await adminForSession({ adminId: "3f0e3c1e-0000-4000-8000-000000000000", sessionVersion: claims.sessionVersion })).toBeNull();
    await db.adminUser.deleteMany();
    expect(await adminForSession(claims)).toBeNull();
  });
});
