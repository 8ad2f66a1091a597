import type { Metadata } from "next";
import { ContactBlock } from "@/components/legal/contact-block";
import { PolicyBlock, PolicyList, PolicyPage } from "@/components/legal/policy-sections";
import { privacyContactPromise, privacyExerciseRights, privacyRights, privacyRightsIntro, privacySections } from "@/lib/catalogue/policies";

export const metadata: Metadata = {
  title: "Privacy Policy",
  description: "How we collect, use, share and protect your personal information, your rights over it and how to reach us about privacy.",
};

export default function PrivacyPage() {
  return (
    <PolicyPage title="Privacy Policy" dateLabel="Last updated" sections={privacySections}>
      <PolicyBlock id="your-rights" heading="Your Rights">
        <p>{privacyRightsIntro}</p>
        <PolicyList items={privacyRights} />
      </PolicyBlock>
      <PolicyBlock id="exercise-rights" heading="How to Exercise Your Rights">
        <p>{privacyExerciseRights}</p>
      </PolicyBlock>
      <PolicyBlock id="contact" heading="Contact Us">
        <p>For any question about this policy or your personal data, contact us:</p>
        <ContactBlock registration note={privacyContactPromise} />
      </PolicyBlock>
    </PolicyPage>
  );
}
