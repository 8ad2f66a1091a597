import { describe, expect, it } from "vitest";
import { contactSchema } from "./contact";
import { normalisePhone } from "./fields";

describe("normalisePhone", () => {
  it.each([
    ["98765 43210", "+919876543210"],
    ["+91 98765-43210", "+919876543210"],
    ["091 98765 43210", null],
    ["0 98765 43210", "+919876543210"],
    ["919876543210", "+919876543210"],
    ["(040) 2345 6789", "+914023456789"],
    ["+44 20 7946 0958", "+442079460958"],
    ["0044 20 7946 0958", "+442079460958"],
    ["+1 (415) 555-0100", "+14155550100"],
  ])("takes %j as %j", (typed, stored) => {
    expect(normalisePhone(typed)).toBe(stored);
  });

  it.each(["12345", "55555 55555", "+91 02345 67890", "+91 98765 4321", "call me", "+0 123456789", "9".repeat(16), "+1234567"])(
    "refuses %j",
    (typed) => {
      expect(normalisePhone(typed)).toBeNull();
    },
  );
});

describe("the shared contact schema", () => {
  it("treats blank optional fields as not given", () => {
    const result = contactSchema.parse({ name: " Asha ", email: "A@B.in", projectDetails: "Hi", phone: " ", company: "", budget: "" });

    expect(result).toEqual({ name: "Asha", email: "a@b.in", projectDetails: "Hi", language: "en" });
  });

  it("takes the language of the page it was sent from, one of the site's three", () => {
    expect(contactSchema.parse({ name: "A", email: "a@b.in", projectDetails: "Hi", language: "te" }).language).toBe("te");
    const refused = contactSchema.safeParse({ name: "A", email: "a@b.in", projectDetails: "Hi", language: "fr" });
    expect(refused.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [["language"], "Please choose English, Telugu or Hindi."],
    ]);
  });

  it("drops keys it does not know", () => {
    const result = contactSchema.parse({ name: "A", email: "a@b.in", projectDetails: "Hi", isAdmin: true, __proto__: { polluted: 1 } });

    expect(Object.keys(result).sort()).toEqual(["email", "language", "name", "projectDetails"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("text Postgres cannot keep", () => {
  it.each([
    ["a NUL character", "Asha\u0000Rao"],
    ["a lone high surrogate", "Asha \ud800"],
    ["a lone low surrogate", "\udc00 Rao"],
  ])("is refused with a field error: %s", (_name, text) => {
    const result = contactSchema.safeParse({ name: text, email: "a@b.in", projectDetails: "Hi", company: text });

    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(fields).toEqual([
      ["name", "Please remove the unsupported characters."],
      ["company", "Please remove the unsupported characters."],
    ]);
  });

  it("keeps emoji, combining marks and right-to-left text as sent", () => {
    const name = "👩‍👩‍👧 e\u0301 \u202eRao\u202c שלום";
    expect(contactSchema.parse({ name, email: "a@b.in", projectDetails: "Hi" }).name).toBe(name);
  });
});
