import { afterAll, beforeEach, describe, expect, inject, it } from "vitest";
import { upsertAdmin } from "@/lib/admin-users/upsert-admin";
import { db } from "@/lib/db";
import { invalidCredentials, signInAdmin, tooManyAttempts } from "./sign-in";
import { loginThrottle } from "./throttle";

const email = "owner@agency.test";
const password = "correct horse battery staple";

beforeEach(async () => {
  await db.$executeRaw`TRUNCATE admin_users, rate_limit_windows`;
  await upsertAdmin(inject("databaseUrl"), "Owner@Agency.test", password);
});

afterAll(async () => {
  await db.$disconnect();
});

describe("signInAdmin", () => {
  it("accepts the right password, whatever the e-mail's case, and stores only an argon2id hash", async () => {
    const result = await signInAdmin(" OWNER@agency.TEST ", password, "203.0.113.1");

    expect(result).toMatchObject({ ok: true, admin: { email } });
    const stored = await db.adminUser.findUniqueOrThrow({ where: { email } });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    expect(stored.passwordHash).not.toContain(password);
    expect(stored.lastLoginAt).not.toBeNull();
  });

  it("answers a wrong password and an unknown e-mail with the same message", async () => {
    const wrongPassword = await signInAdmin(email, "wrong password here", "203.0.113.2");
    const unknownEmail = await signInAdmin("nobody@agency.test", password, "203.0.113.2");

    expect(wrongPassword).toEqual({ ok: false, message: invalidCredentials });
    expect(unknownEmail).toEqual({ ok: false, message: invalidCredentials });
  });

  it("refuses even the right password once an account has used up its failures, until the window passes", async () => {
    for (let attempt = 0; attempt < loginThrottle.maxFailuresPerAccount; attempt += 1) {
      expect(await signInAdmin(email, `guess ${attempt}`, `198.51.100.${attempt}`)).toEqual({ ok: false, message: invalidCredentials });
    }

    expect(await signInAdmin(email, password, "198.51.100.200")).toEqual({ ok: false, message: tooManyAttempts });

    // The same window, moved into the past: the account may try again.
    await db.$executeRaw`UPDATE rate_limit_windows SET window_start = window_start - interval '15 minutes'`;
    expect(await signInAdmin(email, password, "198.51.100.200")).toMatchObject({ ok: true });
  });

  it("throttles an address that tries many accounts, and says the same for accounts that do not exist", async () => {
    const address = "192.0.2.77";
    for (let attempt = 0; attempt < loginThrottle.maxFailuresPerAddress; attempt += 1) {
      await signInAdmin(`probe${attempt}@agency.test`, "guess", address);
    }

    expect(await signInAdmin(email, password, address)).toEqual({ ok: false, message: tooManyAttempts });
    expect(await signInAdmin("probe-new@agency.test", "guess", address)).toEqual({ ok: false, message: tooManyAttempts });
    expect(await signInAdmin(email, password, "192.0.2.78")).toMatchObject({ ok: true });
  });

  it("refuses empty and absurdly long input without touching the database's admins", async () => {
    expect(await signInAdmin("", password, "a")).toEqual({ ok: false, message: invalidCredentials });
    expect(await signInAdmin(email, "", "a")).toEqual({ ok: false, message: invalidCredentials });
    expect(await signInAdmin(email, "x".repeat(5000), "a")).toEqual({ ok: false, message: invalidCredentials });
  });
});
