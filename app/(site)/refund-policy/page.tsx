import type { Metadata } from "next";
import { ContactBlock } from "@/components/legal/contact-block";
import { FormattedDate } from "@/components/legal/formatted-date";
import { PolicyArticle, PolicySections } from "@/components/legal/policy-sections";
import { PageHero } from "@/components/ui/page-hero";
import { policyEffectiveDate, refundRules, refundSections } from "@/lib/catalogue/policies";

export const metadata: Metadata = {
  title: "Refund and Cancellation Policy",
  description: `When we refund payments, what is non-refundable, how to request a refund within ${refundRules.requestWindowDays} days and how long processing takes.`,
};

export default function RefundPolicyPage() {
  return (
    <>
      <PageHero
        title="Refund and Cancellation Policy"
        lead={
          <>
            Effective date: <FormattedDate iso={policyEffectiveDate} />
          </>
        }
      />
      <PolicyArticle>
        <PolicySections sections={refundSections} after={{ contact: <ContactBlock /> }} />
      </PolicyArticle>
    </>
  );
}
