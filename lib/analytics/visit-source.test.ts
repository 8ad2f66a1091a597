import { describe, expect, it } from "vitest";
import { deviceClass } from "./device";
import { blogPostPage, measuredPage, unknownPage } from "./pages";
import { decodeVisitSource, encodeVisitSource, sourceLabel, sourceLine } from "./visit-source";

describe("a visit's source", () => {
  it("travels as ASCII query text and comes back cleaned: labels lower-cased and cut, a host without www., a path without its query", () => {
    const header = encodeVisitSource({
      landingPage: "/pricing",
      referrerHost: "news.example.org",
      utmSource: "Newsletter",
      utmMedium: "e-mail",
      utmCampaign: "దీపావళి offer",
    });
    expect(header).toMatch(/^[\x21-\x7e]+$/);
    expect(decodeVisitSource(header)).toEqual({
      landingPage: "/pricing",
      referrerHost: "news.example.org",
      utmSource: "newsletter",
      utmMedium: "e-mail",
      utmCampaign: "దీపావళి offer",
    });
    expect(decodeVisitSource(`l=${encodeURIComponent("/a?b=c")}&r=WWW.Google.COM&s=${"x".repeat(80)}`)).toEqual({
      landingPage: "/a",
      referrerHost: "google.com",
      utmSource: "x".repeat(60),
      utmMedium: null,
      utmCampaign: null,
    });
  });

  it("drops what cannot be a source: another origin's path, a host with other characters, control characters, an oversized header", () => {
    expect(decodeVisitSource("l=%2F%2Fevil.example&r=evil.example%2Fpath&s=%00%01")).toBeNull();
    expect(decodeVisitSource(`s=${"a".repeat(700)}`)).toBeNull();
    expect(decodeVisitSource(null)).toBeNull();
  });

  it("names a channel the same for views and leads, and writes one line for the admin", () => {
    expect(sourceLabel({ utmSource: "newsletter", utmMedium: "email", referrerHost: "google.com" })).toBe("newsletter / email");
    expect(sourceLabel({ utmSource: "ads", utmMedium: null, referrerHost: null })).toBe("ads / (none)");
    expect(sourceLabel({ utmSource: null, utmMedium: null, referrerHost: "google.com" })).toBe("google.com");
    expect(sourceLabel(null)).toBe("(direct)");
    expect(sourceLine({ landingPage: "/", utmSource: "newsletter", utmMedium: "email", utmCampaign: "nov" })).toBe(
      "newsletter / email · nov · landed on /",
    );
    expect(sourceLine(null)).toBe("");
    expect(sourceLine(["not", "a", "source"])).toBe("");
  });
});

describe("a measured page", () => {
  it("is a registry or catalogue page with its language, a blog post's bucket, or the unknown bucket", () => {
    expect(measuredPage("/")).toEqual({ page: "/", language: "en" });
    expect(measuredPage("/te")).toEqual({ page: "/", language: "te" });
    expect(measuredPage("/hi/pricing/")).toEqual({ page: "/pricing", language: "hi" });
    expect(measuredPage("/services/marketing")).toEqual({ page: "/services/marketing", language: "en" });
    expect(measuredPage("/blog/any-post")).toEqual({ page: blogPostPage, language: "en" });
    for (const path of ["/admin", "/login", "/studio/desk", "/wp-login.php", "/services/crypto", "/te/nothing"]) {
      expect(measuredPage(path).page, path).toBe(unknownPage);
    }
  });

  it("comes with a device class from the User-Agent", () => {
    expect(deviceClass("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148")).toBe("mobile");
    expect(deviceClass("Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X)")).toBe("tablet");
    expect(deviceClass("Mozilla/5.0 (Linux; Android 14; SM-X710) Safari/537.36")).toBe("tablet");
    expect(deviceClass("Mozilla/5.0 (Windows NT 10.0; Win64; x64)")).toBe("desktop");
  });
});
