import { describe, expect, it } from "vitest";

// The real environment parser reads these on first use; no database is opened here.
process.env.DATABASE_URL ??= "postgresql://unit-test@127.0.0.1:5432/unused";
process.env.NEWSLETTER_LINK_SECRET = "unit-test-newsletter-link-secret-0123456789";
const { newsletterLink, verifiedSubscriptionId } = await import("./links");

const id = "3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c";

describe("newsletter links", () => {
  it("verifies a link made for the same purpose and subscription", () => {
    expect(verifiedSubscriptionId("unsubscribe", new URL(newsletterLink("unsubscribe", id)))).toBe(id);
    expect(verifiedSubscriptionId("confirm", new URL(newsletterLink("confirm", id)))).toBe(id);
  });

  it("refuses a confirm link used to unsubscribe, and the other way round", () => {
    expect(verifiedSubscriptionId("unsubscribe", new URL(newsletterLink("confirm", id)))).toBeNull();
    expect(verifiedSubscriptionId("confirm", new URL(newsletterLink("unsubscribe", id)))).toBeNull();
  });

  it("refuses another subscription's id with this signature, a changed signature, and missing or malformed parts", () => {
    const link = new URL(newsletterLink("unsubscribe", id));
    const token = link.searchParams.get("t") ?? "";
    const other = "3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0d";
    const flipped = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const query of [
      `s=${other}&t=${token}`,
      `s=${id}&t=${flipped}`,
      `s=${id}`,
      `t=${token}`,
      `s=${id.toUpperCase()}&t=${token}`,
      `s=x&t=${token}`,
      "",
      `s=${id}&t=`,
    ]) {
      expect(verifiedSubscriptionId("unsubscribe", new URL(`http://localhost/api/newsletter/unsubscribe?${query}`)), query).toBeNull();
    }
  });
});
