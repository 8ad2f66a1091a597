import { describe, expect, it } from "vitest";
import { parseRequest } from "@/lib/validation/parse-request";
import { eraseRequestSchema, mentionsAddress, parseEmailQuery, redactWebhookPayload } from "./privacy-rules";

describe("the erase confirmation", () => {
  it("accepts the same address typed twice, whatever its case and spaces", () => {
    expect(parseRequest(eraseRequestSchema, { email: " Asha@Example.in", confirmEmail: "asha@example.IN " })).toEqual({
      ok: true,
      data: { email: "asha@example.in", confirmEmail: "asha@example.in" },
    });
  });

  it.each([
    [{ email: "asha@example.in", confirmEmail: "ravi@example.in" }, { confirmEmail: ["The confirmation does not match the address."] }],
    [{ email: "asha@example.in", confirmEmail: "" }, { confirmEmail: ["The confirmation does not match the address."] }],
    [{ email: "asha@example.in" }, { confirmEmail: ["Type the address again to confirm."] }],
    [{ email: "asha@", confirmEmail: "asha@" }, { email: ["Please enter a valid email address."] }],
  ])("refuses %j", (input, fieldErrors) => {
    expect(parseRequest(eraseRequestSchema, input)).toEqual({ ok: false, fieldErrors, formErrors: [] });
  });

  it("refuses a body that is not an object", () => {
    for (const input of [null, "asha@example.in", ["asha@example.in"]]) {
      expect(parseRequest(eraseRequestSchema, input)).toMatchObject({ ok: false, formErrors: ["The request body must be an object."] });
    }
  });
});

describe("parseEmailQuery", () => {
  it("normalises the address and refuses a missing or bad one", () => {
    expect(parseEmailQuery("http://localhost/api/admin/privacy?email=Asha%40Example.in")).toEqual({
      ok: true,
      data: { email: "asha@example.in" },
    });
    expect(parseEmailQuery("http://localhost/api/admin/privacy")).toMatchObject({
      ok: false,
      fieldErrors: { email: ["Please enter your email address."] },
    });
    expect(parseEmailQuery("http://localhost/api/admin/privacy?email=asha")).toMatchObject({
      ok: false,
      fieldErrors: { email: ["Please enter a valid email address."] },
    });
  });
});

describe("mentionsAddress", () => {
  it.each([
    ["Email: asha.rao@example.in", true],
    ["New Newsletter Subscriber: ASHA.RAO@EXAMPLE.IN", true],
    ["Write to asha.rao@example.in.", true],
    ['{"email": "asha.rao@example.in"}', true],
    ["<asha.rao@example.in>", true],
    ["masha.rao@example.in", false],
    ["asha.rao@example.in.evil.test", false],
    ["asha.rao@example.int", false],
    ["asha.rao@example-in", false],
    ["asharao@example.in", false],
  ])("%s → %s", (text, expected) => {
    expect(mentionsAddress(text, "asha.rao@example.in")).toBe(expected);
  });

  it("treats the address's dots and pluses as themselves", () => {
    expect(mentionsAddress("a+b@x.in", "a+b@x.in")).toBe(true);
    expect(mentionsAddress("aab@x.in", "a+b@x.in")).toBe(false);
    expect(mentionsAddress("a.b@xyin", "a.b@x.in")).toBe(false);
  });
});

describe("redactWebhookPayload", () => {
  const captured = {
    entity: "event",
    account_id: "acc_1",
    event: "payment.captured",
    contains: ["payment"],
    created_at: 1_700_000_000,
    payload: {
      payment: {
        entity: {
          id: "pay_1",
          order_id: "order_1",
          amount: 500_000,
          currency: "INR",
          status: "captured",
          method: "card",
          email: "asha@example.in",
          contact: "+919876543210",
          card: { name: "Asha Rao", last4: "1111" },
          notes: { purpose: "quote" },
        },
      },
    },
  };

  it("keeps the accounting fields and drops the payer", () => {
    expect(redactWebhookPayload(captured, "asha@example.in")).toEqual({
      entity: "event",
      account_id: "acc_1",
      event: "payment.captured",
      created_at: 1_700_000_000,
      redacted: "personal data erased on request",
      payload: {
        payment: { entity: { id: "pay_1", order_id: "order_1", amount: 500_000, currency: "INR", status: "captured", method: "card" } },
      },
    });
  });

  it("keeps only the event's name when the address sits in a kept field", () => {
    const odd = { ...captured, payload: { order: { entity: { id: "order_1", receipt: "x", status: "asha@example.in" } } } };
    expect(redactWebhookPayload(odd, "asha@example.in")).toEqual({
      event: "payment.captured",
      redacted: "personal data erased on request",
    });
  });

  it("replaces a payload that is not an object", () => {
    expect(redactWebhookPayload("asha@example.in", "asha@example.in")).toEqual({ redacted: "personal data erased on request" });
  });
});
