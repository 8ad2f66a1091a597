import { describe, expect, it } from "vitest";

// The real environment parser reads these on first use; no database is opened here.
process.env.DATABASE_URL ??= "postgresql://unit-test@127.0.0.1:5432/unused";
process.env.RECEIPT_LINK_SECRET = "unit-test-receipt-link-secret-0123456789";
const { receiptToken, verifiedReceiptId } = await import("./receipt-links");

const id = "3f0e3c1e-5a7b-4c2d-8e9f-0123456789ab";

describe("receipt links", () => {
  it("open the receipt they were made for", () => {
    expect(verifiedReceiptId(receiptToken(id))).toBe(id);
  });

  it("open nothing once any part is changed", () => {
    const token = receiptToken(id);
    const other = "3f0e3c1e-5a7b-4c2d-8e9f-0123456789ac";
    const flipped = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    for (const tampered of [
      flipped,
      `${other}${token.slice(id.length)}`,
      id,
      `${id}.`,
      token.slice(0, -2),
      `${token}x`,
      "",
      ".",
      "not-a-token",
      `${"a".repeat(5000)}.${"b".repeat(43)}`,
      `../${token}`,
      encodeURIComponent(token).replace(".", "%2E"),
    ]) {
      expect(verifiedReceiptId(tampered), tampered.slice(0, 80)).toBeNull();
    }
  });
});
