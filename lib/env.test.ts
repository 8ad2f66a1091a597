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
    expect(() => parseEnv({ ...valid, DATABASE_POOL_MAX: "lots" })).toThrow(/DATABASE_POOL_MAX must be a whole number from 1 to 100/);
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

describe("NEXTAUTH_SECRET", () => {
  const base = { DATABASE_URL: "postgresql://localhost/agency", NODE_ENV: "production", TRUST_PROXY: "none" };

  it("is required by a production server", () => {
    expect(() => parseEnv(base)).toThrow(/NEXTAUTH_SECRET is missing/);
    expect(() => parseEnv({ ...base, NEXTAUTH_SECRET: "short" })).toThrow(/NEXTAUTH_SECRET must be at least 32 characters/);
    expect(
      parseEnv({ ...base, NEXTAUTH_SECRET: "x".repeat(32), NEWSLETTER_LINK_SECRET: "y".repeat(32), RECEIPT_LINK_SECRET: "z".repeat(32) })
        .NEXTAUTH_SECRET,
    ).toHaveLength(32);
  });

  it("comes with NEWSLETTER_LINK_SECRET, a separate one, in production", () => {
    const withAuth = { ...base, NEXTAUTH_SECRET: "x".repeat(32) };
    expect(() => parseEnv(withAuth)).toThrow(/NEWSLETTER_LINK_SECRET is missing/);
    expect(() => parseEnv({ ...withAuth, NEWSLETTER_LINK_SECRET: "short" })).toThrow(
      /NEWSLETTER_LINK_SECRET must be at least 32 characters/,
    );
    expect(
      parseEnv({ ...withAuth, NEWSLETTER_LINK_SECRET: "y".repeat(32), RECEIPT_LINK_SECRET: "z".repeat(32) }).NEWSLETTER_LINK_SECRET,
    ).toHaveLength(32);
  });

  it("comes with RECEIPT_LINK_SECRET, a third one, in production", () => {
    const withLinks = { ...base, NEXTAUTH_SECRET: "x".repeat(32), NEWSLETTER_LINK_SECRET: "y".repeat(32) };
    expect(() => parseEnv(withLinks)).toThrow(/RECEIPT_LINK_SECRET is missing/);
    expect(parseEnv({ ...withLinks, RECEIPT_LINK_SECRET: "z".repeat(32) }).RECEIPT_LINK_SECRET).toHaveLength(32);
  });

  it("takes a GSTIN only in its 15-character form", () => {
    const dev = { ...base, NODE_ENV: "development" };
    expect(parseEnv({ ...dev, COMPANY_GSTIN: "36AABCA1234A1Z5" }).COMPANY_GSTIN).toBe("36AABCA1234A1Z5");
    expect(() => parseEnv({ ...dev, COMPANY_GSTIN: "36AABCA1234A1Z" })).toThrow(/COMPANY_GSTIN must be a 15-character GSTIN/);
  });

  it("is not needed while Next builds, nor in development", () => {
    expect(() => parseEnv({ ...base, NEXT_PHASE: "phase-production-build" })).not.toThrow();
    expect(() => parseEnv({ ...base, NODE_ENV: "development" })).not.toThrow();
  });
});

describe("TRUST_PROXY", () => {
  const production = {
    DATABASE_URL: "postgresql://localhost/agency",
    NODE_ENV: "production",
    NEXTAUTH_SECRET: "x".repeat(32),
    NEWSLETTER_LINK_SECRET: "y".repeat(32),
    RECEIPT_LINK_SECRET: "z".repeat(32),
  };

  it("is Vercel's x-real-ip on Vercel unless set, and nothing elsewhere in development", () => {
    expect(parseEnv({ ...valid, VERCEL: "1" }).TRUST_PROXY).toBe("vercel");
    expect(parseEnv({ ...production, VERCEL: "1" }).TRUST_PROXY).toBe("vercel");
    expect(parseEnv({ ...valid, VERCEL: "1", TRUST_PROXY: "none" }).TRUST_PROXY).toBe("none");
    expect(parseEnv(valid).TRUST_PROXY).toBe("none");
  });

  it("must be chosen by a production server off Vercel, where all visitors would otherwise share one limit", () => {
    expect(() => parseEnv(production)).toThrow(/TRUST_PROXY is missing \(required in production off Vercel/);
    expect(parseEnv({ ...production, TRUST_PROXY: "none" }).TRUST_PROXY).toBe("none");
    expect(parseEnv({ ...production, TRUST_PROXY: "x-forwarded-for" }).TRUST_PROXY).toBe("x-forwarded-for");
    expect(() => parseEnv({ ...production, TRUST_PROXY: "cloudflare" })).toThrow(/TRUST_PROXY must be vercel, x-forwarded-for or none/);
    expect(() => parseEnv({ ...production, NEXT_PHASE: "phase-production-build" })).not.toThrow();
  });

  it("lets a real office or carrier address through: 20 per visitor and form, 100 for all unnamed visitors", () => {
    expect(parseEnv(valid)).toMatchObject({ RATE_LIMIT_MAX: 20, RATE_LIMIT_SHARED_MAX: 100, RATE_LIMIT_WINDOW_SECONDS: 600 });
  });
});

describe("the site URL in production", () => {
  const production = {
    DATABASE_URL: "postgresql://localhost/agency",
    NODE_ENV: "production",
    NEXTAUTH_SECRET: "x".repeat(32),
    NEWSLETTER_LINK_SECRET: "y".repeat(32),
    RECEIPT_LINK_SECRET: "z".repeat(32),
    TRUST_PROXY: "vercel",
  };

  it("must be https, so the admin's session cookie is Secure", () => {
    expect(() => parseEnv({ ...production, NEXT_PUBLIC_SITE_URL: "http://agency.example" })).toThrow(
      /NEXT_PUBLIC_SITE_URL must be an https:\/\/ URL in production/,
    );
    expect(() =>
      parseEnv({ ...production, NEXT_PUBLIC_SITE_URL: "https://agency.example", NEXTAUTH_URL: "http://agency.example" }),
    ).toThrow(/NEXTAUTH_URL must be an https:\/\/ URL in production/);
    expect(parseEnv({ ...production, NEXT_PUBLIC_SITE_URL: "https://agency.example" }).NEXT_PUBLIC_SITE_URL).toBe("https://agency.example");
  });

  it("may be plain http on this machine's loopback only (a local production run)", () => {
    for (const url of ["http://localhost:3000", "http://127.0.0.1:3100", "http://[::1]:3000"]) {
      expect(() => parseEnv({ ...production, NEXT_PUBLIC_SITE_URL: url })).not.toThrow();
    }
    expect(() => parseEnv({ ...production, NEXT_PUBLIC_SITE_URL: "http://127.0.0.1.nip.io" })).toThrow();
    expect(() => parseEnv({ ...production, NEXT_PUBLIC_SITE_URL: "http://192.168.1.20:3000" })).toThrow();
  });
});

describe("the blog's Sanity variables", () => {
  const production = {
    DATABASE_URL: "postgresql://localhost/agency",
    NODE_ENV: "production",
    NEXTAUTH_SECRET: "x".repeat(32),
    NEWSLETTER_LINK_SECRET: "y".repeat(32),
    RECEIPT_LINK_SECRET: "z".repeat(32),
    TRUST_PROXY: "none",
  };

  it("refuses sample content on a production server: only npm run dev serves the sample posts", () => {
    expect(() => parseEnv({ ...production, SANITY_SAMPLE_CONTENT: "true" })).toThrow(/SANITY_SAMPLE_CONTENT is for npm run dev only/);
    expect(parseEnv({ ...production, SANITY_SAMPLE_CONTENT: "false" }).SANITY_SAMPLE_CONTENT).toBe(false);
    expect(parseEnv({ ...valid, NODE_ENV: "development", SANITY_SAMPLE_CONTENT: "true" }).SANITY_SAMPLE_CONTENT).toBe(true);
  });

  it("takes a read token for draft preview, optional, and refuses one that cannot be a token", () => {
    expect(parseEnv(valid).SANITY_API_READ_TOKEN).toBeUndefined();
    expect(parseEnv({ ...valid, SANITY_API_READ_TOKEN: "skAbc123abc123abc123" }).SANITY_API_READ_TOKEN).toBe("skAbc123abc123abc123");
    expect(() => parseEnv({ ...valid, SANITY_API_READ_TOKEN: "my token" })).toThrow(/SANITY_API_READ_TOKEN must be a Sanity API token/);
  });
});
