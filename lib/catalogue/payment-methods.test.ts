import { describe, expect, it } from "vitest";
import { company } from "./company";
import { paymentMethods } from "./payment-methods";

describe("payment methods", () => {
  it("has the four methods with their statuses", () => {
    expect(paymentMethods.map((method) => [method.id, method.status])).toEqual([
      ["bank-transfer", "available"],
      ["upi", "available"],
      ["gateway", "coming-soon"],
      ["paypal", "on-request"],
    ]);
  });

  it("shows the account and UPI details held in the company module", () => {
    const bank = paymentMethods.find((method) => method.id === "bank-transfer");
    expect(bank?.details.map((row) => row.value)).toContain(company.bank.accountNumber);
    expect(paymentMethods.find((method) => method.id === "upi")?.upiId).toBe(company.upiId);
  });
});
