import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { workerServices } from "@/test/integration-workers";
import { upsertAdmin } from "@/lib/auth/admin-accounts";
import { db } from "@/lib/db";
import { invalidCredentials, signInAdmin, tooManyAttempts } from "./sign-in";
import { loginDelayMs, loginThrottle } from "./throttle";

const email = "owner@agency.test";
const password = "correct horse battery staple";

beforeEach(async () => {
  await db.$executeRaw`TRUNCATE admin_users, rate_limit_windows, outbox_mails CASCADE`;
  await upsertAdmin(workerServices().databaseUrl, "Owner@Agency.test", password);
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

  it("refuses an address that used up its failures on the account, even with the right password, until the window passes", async () => {
    const address = "198.51.100.7";
    for (let attempt = 0; attempt < loginThrottle.maxFailuresPerAccountAndAddress; attempt += 1) {
      expect(await signInAdmin(email, `guess ${attempt}`, address)).toEqual({ ok: false, message: invalidCredentials });
    }

    expect(await signInAdmin(email, password, address)).toEqual({ ok: false, message: tooManyAttempts });

    // The same window, moved into the past: the address may try again.
    await db.$executeRaw`UPDATE rate_limit_windows SET window_start = window_start - interval '15 minutes'`;
    expect(await signInAdmin(email, password, address)).toMatchObject({ ok: true });
  });

  it("lets the admin in from their own address while strangers fail on the admin's e-mail elsewhere", async () => {
    for (const stranger of ["198.51.100.1", "198.51.100.2"]) {
      for (let attempt = 0; attempt < loginThrottle.maxFailuresPerAccountAndAddress; attempt += 1)
        await signInAdmin(email, "guess", stranger);
      expect(await signInAdmin(email, password, stranger)).toEqual({ ok: false, message: tooManyAttempts });
    }
    for (let attempt = 0; attempt < loginThrottle.maxFailuresPerAddress; attempt += 1)
      await signInAdmin(`probe${attempt}@agency.test`, "guess", "198.51.100.3");

    expect(await signInAdmin(email, password, "203.0.113.50")).toMatchObject({ ok: true, admin: { email } });
    // Also when no trusted proxy names anyone: then nothing locks, it only slows down.
    expect(await signInAdmin(email, password, null)).toMatchObject({ ok: true, admin: { email } });
  });

  it("never lets parallel wrong passwords from one address past the limit", async () => {
    const address = "192.0.2.10";
    const tries = loginThrottle.maxFailuresPerAccountAndAddress + 3;
    const answers = await Promise.all(Array.from({ length: tries }, (_, attempt) => signInAdmin(email, `guess ${attempt}`, address)));

    const messages = answers.map((answer) => (answer.ok ? "signed in" : answer.message));
    expect(messages.filter((message) => message === invalidCredentials)).toHaveLength(loginThrottle.maxFailuresPerAccountAndAddress);
    expect(messages.filter((message) => message === tooManyAttempts)).toHaveLength(3);
  });

  it("never lets parallel attempts on many accounts from one address past the address's limit", async () => {
    const address = "192.0.2.11";
    const tries = loginThrottle.maxFailuresPerAddress + 4;
    const answers = await Promise.all(
      Array.from({ length: tries }, (_, attempt) => signInAdmin(`probe${attempt}@agency.test`, "guess", address)),
    );

    const messages = answers.map((answer) => (answer.ok ? "signed in" : answer.message));
    expect(messages.filter((message) => message === invalidCredentials)).toHaveLength(loginThrottle.maxFailuresPerAddress);
    expect(messages.filter((message) => message === tooManyAttempts)).toHaveLength(4);
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

  it("slows every attempt on an account down after many failures from anywhere, and forgets them with the window", async () => {
    const failures = loginThrottle.slowdownAfterFailures + 2;
    await Promise.all(Array.from({ length: failures }, (_, attempt) => signInAdmin(email, "guess", `198.18.0.${attempt + 1}`)));

    const slowed = performance.now();
    expect(await signInAdmin(email, password, "203.0.113.60")).toMatchObject({ ok: true });
    expect(performance.now() - slowed).toBeGreaterThanOrEqual(loginDelayMs(failures) - 50);
    expect(loginDelayMs(failures)).toBe(2000);

    await db.$executeRaw`UPDATE rate_limit_windows SET window_start = window_start - interval '15 minutes'`;
    const later = performance.now();
    expect(await signInAdmin(email, password, "203.0.113.60")).toMatchObject({ ok: true });
    expect(performance.now() - later).toBeLessThan(loginThrottle.firstDelayMs);
  });

  it("takes back an address's failures once it gives the right password", async () => {
    const address = "192.0.2.90";
    const typos = loginThrottle.maxFailuresPerAccountAndAddress - 1;
    for (let attempt = 0; attempt < typos; attempt += 1) await signInAdmin(email, "typo", address);
    expect(await signInAdmin(email, password, address)).toMatchObject({ ok: true });

    for (let attempt = 0; attempt < typos; attempt += 1) {
      expect(await signInAdmin(email, "typo", address)).toEqual({ ok: false, message: invalidCredentials });
    }
    expect(await signInAdmin(email, password, address)).toMatchObject({ ok: true });
  });

  it("refuses empty and absurdly long input without touching the database's admins", async () => {
    expect(await signInAdmin("", password, "a")).toEqual({ ok: false, message: invalidCredentials });
    expect(await signInAdmin(email, "", "a")).toEqual({ ok: false, message: invalidCredentials });
    expect(await signInAdmin(email, "x".repeat(5000), "a")).toEqual({ ok: false, message: invalidCredentials });
  });
});
