import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "@/lib/env";

const base = { DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/agency" };

describe("RSS settings in the environment", () => {
  it("defaults to the catalogue's feed at a public marketing blog, with private hosts refused", () => {
    const env = parseEnv(base);
    expect(Object.keys(env.RSS_FEED_URLS)).toEqual(["industry"]);
    expect(env.RSS_FEED_URLS.industry).toMatch(/^https:\/\//);
    expect(env.RSS_ALLOW_PRIVATE_HOSTS).toBe(false);
  });

  it("reads id=url pairs separated by commas", () => {
    const env = parseEnv({
      ...base,
      RSS_FEED_URLS: "industry=https://a.example.in/feed , other=http://b.example.in/rss.xml",
      RSS_ALLOW_PRIVATE_HOSTS: "true",
    });
    expect(env.RSS_FEED_URLS).toEqual({ industry: "https://a.example.in/feed", other: "http://b.example.in/rss.xml" });
    expect(env.RSS_ALLOW_PRIVATE_HOSTS).toBe(true);
  });

  it.each(["https://a.example.in/feed", "industry=ftp://a.example.in/feed", "industry=not a url", "=https://a.example.in"])(
    "names RSS_FEED_URLS when it is %j",
    (value) => {
      expect(() => parseEnv({ ...base, RSS_FEED_URLS: value })).toThrow(EnvError);
      expect(() => parseEnv({ ...base, RSS_FEED_URLS: value })).toThrow(/RSS_FEED_URLS/);
    },
  );

  it("accepts only true or false for RSS_ALLOW_PRIVATE_HOSTS", () => {
    expect(() => parseEnv({ ...base, RSS_ALLOW_PRIVATE_HOSTS: "yes" })).toThrow(/RSS_ALLOW_PRIVATE_HOSTS/);
  });
});
