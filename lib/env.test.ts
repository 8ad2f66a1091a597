import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

const valid = { DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/agency" };

describe("parseEnv", () => {
  it("accepts a minimal environment and fills in defaults", () => {
    const env = parseEnv(valid);
    expect(env.DATABASE_URL).toBe(valid.DATABASE_URL);
    expect(env.DATABASE_POOL_MAX).toBe(10);
    expect(env.NEXT_PUBLIC_SITE_URL).toBe("http://localhost:3000");
  });

  it("names a missing variable", () => {
    expect(() => parseEnv({})).toThrow(EnvError);
    expect(() => parseEnv({})).toThrow(/DATABASE_URL is missing/);
  });

  it("treats an empty value as missing", () => {
    expect(() => parseEnv({ DATABASE_URL: "" })).toThrow(/DATABASE_URL is missing/);
  });

  it("names a malformed variable and says what is wrong", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://root@localhost/agency" })).toThrow(
      /DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/,
    );
    expect(() => parseEnv({ ...valid, DATABASE_POOL_MAX: "lots" })).toThrow(
      /DATABASE_POOL_MAX must be a whole number from 1 to 100/,
    );
    expect(() => parseEnv({ ...valid, DATABASE_POOL_MAX: "2.5" })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => parseEnv({ ...valid, NEXT_PUBLIC_SITE_URL: "ftp://example.com" })).toThrow(
      /NEXT_PUBLIC_SITE_URL must be an http:\/\/ or https:\/\/ URL/,
    );
  });

  it("lists every bad variable at once", () => {
    try {
      parseEnv({ DATABASE_POOL_MAX: "0" });
      expect.fail("parseEnv should have thrown");
    } catch (error) {
      expect(String(error)).toMatch(/DATABASE_URL/);
      expect(String(error)).toMatch(/DATABASE_POOL_MAX/);
    }
  });
});
