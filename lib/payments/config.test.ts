import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";
import { readPaymentsConfig } from "./config";

const base = { DATABASE_URL: "postgresql://localhost/x" };

describe("readPaymentsConfig", () => {
  it("takes test and live keys", () => {
    expect(
      readPaymentsConfig(parseEnv({ ...base, RAZORPAY_KEY_ID: "rzp_test_AbCdEf123456", RAZORPAY_KEY_SECRET: "s3cr3tValue99" })),
    ).toMatchObject({
      keyId: "rzp_test_AbCdEf123456",
      apiBaseUrl: "https://api.razorpay.com",
    });
    expect(
      readPaymentsConfig(parseEnv({ ...base, RAZORPAY_KEY_ID: "rzp_live_AbCdEf123456", RAZORPAY_KEY_SECRET: "s3cr3tValue99" })),
    ).not.toBeNull();
  });

  it.each([
    [{}],
    [{ RAZORPAY_KEY_ID: "rzp_test_AbCdEf123456" }],
    [{ RAZORPAY_KEY_ID: "your_razorpay_key_id", RAZORPAY_KEY_SECRET: "s3cr3tValue99" }],
    [{ RAZORPAY_KEY_ID: "rzp_test_YOURKEYHERE", RAZORPAY_KEY_SECRET: "s3cr3tValue99" }],
    [{ RAZORPAY_KEY_ID: "rzp_test_AbCdEf123456", RAZORPAY_KEY_SECRET: "your_key_secret" }],
    [{ RAZORPAY_KEY_ID: "pk_test_AbCdEf123456", RAZORPAY_KEY_SECRET: "s3cr3tValue99" }],
  ])("treats %j as not configured", (keys) => {
    expect(readPaymentsConfig(parseEnv({ ...base, ...keys }))).toBeNull();
  });
});
