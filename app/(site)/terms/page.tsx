import type { Metadata } from "next";
import { ContactBlock } from "@/components/legal/contact-block";
import { PolicyBlock, PolicyPage } from "@/components/legal/policy-sections";
import { termsSections } from "@/lib/catalogue/policies";

export const metadata: Metadata = {
  title: "Terms of Service",
  description:
    "The terms that apply when you use our website or engage us for marketing, production, video editing, digital marketing or web development.",
};

export default function TermsPage() {
  return (
    <PolicyPage title="Terms of Service" dateLabel="Last updated" sections={termsSections}>
      <PolicyBlock id="contact" heading="Contact Us">
        <p>Questions about these terms? Contact us:</p>
        <ContactBlock registration />
      </PolicyBlock>
    </PolicyPage>
  );
}
