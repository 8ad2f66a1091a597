import type { Metadata } from "next";
import { ContactBlock } from "@/components/legal/contact-block";
import { FormattedDate } from "@/components/legal/formatted-date";
import { PolicyArticle, PolicyBlock, PolicySections } from "@/components/legal/policy-sections";
import { PageHero } from "@/components/ui/page-hero";
import { policyEffectiveDate, termsSections } from "@/lib/catalogue/policies";

export const metadata: Metadata = {
  title: "Terms of Service",
  description:
    "The terms that apply when you use our website or engage us for marketing, production, video editing, digital marketing or web development.",
};

export default function TermsPage() {
  return (
    <>
      <PageHero
        title="Terms of Service"
        lead={
          <>
            Last updated: <FormattedDate iso={policyEffectiveDate} />
          </>
        }
      />
      <PolicyArticle>
        <PolicySections sections={termsSections} />
        <PolicyBlock id="contact" heading="Contact Us">
          <p>Questions about these terms? Contact us:</p>
          <ContactBlock registration />
        </PolicyBlock>
      </PolicyArticle>
    </>
  );
}
