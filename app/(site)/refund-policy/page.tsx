import type { Metadata } from "next";
import { ContactBlock } from "@/components/legal/contact-block";
import { PolicyPage } from "@/components/legal/policy-sections";
import { refundRules, refundSections } from "@/lib/catalogue/policies";

export const metadata: Metadata = {
  title: "Refund and Cancellation Policy",
  description: `When we refund payments, what is non-refundable, how to request a refund within ${refundRules.requestWindowDays} days and how long processing takes.`,
};

export default function RefundPolicyPage() {
  return (
    <PolicyPage
      title="Refund and Cancellation Policy"
      dateLabel="Effective date"
      sections={refundSections}
      after={{ contact: <ContactBlock /> }}
    />
  );
}
