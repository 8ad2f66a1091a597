import type { Locale } from "@/lib/i18n/locales";
import { policiesIn } from "@/lib/pages/policies";
import { ContactBlock } from "./contact-block";
import { PolicyBlock, PolicyList, PolicyPage } from "./policy-sections";

// The three legal pages in any of the site's languages. A translated page says
// that the English version governs, and links to it.

export function PrivacyPage({ locale }: { locale: Locale }) {
  const { texts, privacy } = policiesIn(locale);
  return (
    <PolicyPage locale={locale} path="/privacy" page={texts.privacy} dateLabel={texts.lastUpdated} sections={privacy.sections}>
      <PolicyBlock id="your-rights" heading={texts.privacy.yourRights}>
        <p>{privacy.rightsIntro}</p>
        <PolicyList items={privacy.rights} />
      </PolicyBlock>
      <PolicyBlock id="exercise-rights" heading={texts.privacy.exerciseRights}>
        <p>{privacy.exerciseRights}</p>
      </PolicyBlock>
      <PolicyBlock id="contact" heading={texts.contactUs}>
        <p>{texts.privacy.contact}</p>
        <ContactBlock registration note={privacy.contactPromise} />
      </PolicyBlock>
    </PolicyPage>
  );
}

export function TermsPage({ locale }: { locale: Locale }) {
  const { texts, terms } = policiesIn(locale);
  return (
    <PolicyPage locale={locale} path="/terms" page={texts.terms} dateLabel={texts.lastUpdated} sections={terms}>
      <PolicyBlock id="contact" heading={texts.contactUs}>
        <p>{texts.terms.contact}</p>
        <ContactBlock registration />
      </PolicyBlock>
    </PolicyPage>
  );
}

export function RefundPolicyPage({ locale }: { locale: Locale }) {
  const { texts, refund } = policiesIn(locale);
  return (
    <PolicyPage
      locale={locale}
      path="/refund-policy"
      page={texts.refund}
      dateLabel={texts.effectiveDate}
      sections={refund}
      after={{ contact: <ContactBlock /> }}
    />
  );
}
