import { describe, expect, it } from "vitest";
import { company } from "@/lib/catalogue/company";
import { paymentMethods } from "@/lib/i18n/records/payment-methods";

describe("payment methods", () => {
  it("has the four methods with their statuses", () => {
    expect(paymentMethods.map((method) => [method.id, method.status])).toEqual([
      ["bank-transfer", "available"],
      ["upi", "available"],
      ["gateway", "available"],
      ["paypal", "on-request"],
    ]);
  });

  it("says the online gateway takes payments now, and what it takes", () => {
    const gateway = paymentMethods.find((method) => method.id === "gateway");
    expect(gateway?.note).not.toMatch(/coming soon/i);
    expect(gateway?.note).toMatch(/cards, UPI and net banking through Razorpay/);
  });

  it("shows the account and UPI details held in the company module", () => {
    const bank = paymentMethods.find((method) => method.id === "bank-transfer");
    expect(bank?.details.map((row) => row.value)).toContain(company.bank.accountNumber);
    expect(paymentMethods.find((method) => method.id === "upi")?.upiId).toBe(company.upiId);
  });
});
