import { describe, expect, it } from "vitest";
import {
  privacyContactPromise,
  privacyExerciseRights,
  privacyRights,
  privacySections,
  refundRules,
  refundSections,
  termsSections,
} from "@/lib/i18n/records/policies";
import { policyEffectiveDate } from "@/lib/catalogue/policies";

describe("policies", () => {
  it("fixes the refund numbers and lists", () => {
    expect(refundRules.requestWindowDays).toBe(7);
    expect(refundRules.processingBusinessDays).toEqual({ min: 15, max: 30 });
    expect(refundRules.nonRefundable).toEqual(["Third-party costs", "Consultation and planning time", "Accepted deliverables"]);
    expect(refundRules.refundCases).toHaveLength(3);
  });

  it("has eight refund sections that state the numbers", () => {
    expect(refundSections).toHaveLength(8);
    const text = refundSections.flatMap((section) => section.paragraphs).join(" ");
    expect(text).toContain("within 7 days of service incompletion or issue discovery");
    expect(text).toContain("within 15-30 business days to the original payment mode");
  });

  it("lists the six privacy rights and the response promises", () => {
    expect(privacyRights).toHaveLength(6);
    expect(privacyExerciseRights).toContain("within 30 days");
    expect(privacyContactPromise).toContain("within 48 hours on business days");
  });

  it("states how long personal data is kept, with the sweep's defaults", () => {
    const retention = privacySections.find((section) => section.id === "retention")?.paragraphs.join(" ") ?? "";
    expect(retention).toContain("deleted 24 months after we receive them");
    expect(retention).toContain("a resume after 12 months");
    expect(retention).toContain("deleted 30 days after they are sent");
    expect(retention).toContain("if nobody confirms, we delete the sign-up after 30 days");
    expect(retention).toContain("unsubscribe in one click");
  });

  it("states what the dashboard's audit log keeps of a network, and for how long", () => {
    const security = privacySections.find((section) => section.id === "data-security")?.paragraphs.join(" ") ?? "";
    expect(security).toContain("an IPv4 address to its first three numbers, an IPv6 address to its first 48 bits");
    expect(security).toContain("deleted after 12 months");
  });

  it("names the terms' governing law and a fixed effective date", () => {
    expect(termsSections.map((section) => section.heading)).toContain("Governing Law");
    expect(termsSections.find((section) => section.id === "governing-law")?.paragraphs[0]).toContain("Hyderabad, Telangana");
    expect(policyEffectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("gives sections unique ids within each policy", () => {
    for (const sections of [refundSections, termsSections, privacySections]) {
      expect(new Set(sections.map((section) => section.id)).size).toBe(sections.length);
    }
  });
});
