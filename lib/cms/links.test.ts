import { describe, expect, it } from "vitest";
import { toSafeLink } from "./links";

describe("toSafeLink", () => {
  it("opens absolute http(s) links in a new tab", () => {
    expect(toSafeLink("https://developers.google.com/search")).toEqual({ href: "https://developers.google.com/search", external: true });
    expect(toSafeLink("  http://example.org/a b ")).toEqual({ href: "http://example.org/a%20b", external: true });
  });

  it("keeps mailto links in the same tab", () => {
    expect(toSafeLink("mailto:hello@agency.test")).toEqual({ href: "mailto:hello@agency.test", external: false });
  });

  it("keeps paths and anchors on this site as internal links", () => {
    expect(toSafeLink("/services/production")).toEqual({ href: "/services/production", external: false });
    expect(toSafeLink("#pricing")).toEqual({ href: "#pricing", external: false });
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "tel:+911234567890",
    "//evil.example/path",
    "/\\evil.example",
    "/ok\njavascript:alert(1)",
    "not a url",
    "",
    "   ",
  ])("refuses %j", (href) => {
    expect(toSafeLink(href)).toBeNull();
  });

  it("refuses values that are not strings", () => {
    expect(toSafeLink(undefined)).toBeNull();
    expect(toSafeLink(null)).toBeNull();
    expect(toSafeLink({ href: "https://example.org" })).toBeNull();
  });
});
