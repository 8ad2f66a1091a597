import { TranslatedPageJsonLd } from "@/components/seo/translated-page-json-ld";
import type { Locale } from "@/lib/i18n/locales";
import { policiesIn } from "@/lib/i18n/policies";
import { ContactBlock } from "./contact-block";
import { PolicyBlock, PolicyList, PolicyPage } from "./policy-sections";

// The three legal pages in any of the site's languages. A translated page says
// that the English version governs, and links to it.

export function PrivacyPage({ locale }: { locale: Locale }) {
  const { texts, privacy, governs } = policiesIn(locale);
  return (
    <>
      <TranslatedPageJsonLd locale={locale} name={texts.privacy.title} description={texts.privacy.description} path="/privacy" />
      <PolicyPage
        title={texts.privacy.title}
        dateLabel={texts.lastUpdated}
        sections={privacy.sections}
        locale={locale}
        governs={governs("/privacy")}
      >
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
    </>
  );
}

export function TermsPage({ locale }: { locale: Locale }) {
  const { texts, terms, governs } = policiesIn(locale);
  return (
    <>
      <TranslatedPageJsonLd locale={locale} name={texts.terms.title} description={texts.terms.description} path="/terms" />
      <PolicyPage title={texts.terms.title} dateLabel={texts.lastUpdated} sections={terms} locale={locale} governs={governs("/terms")}>
        <PolicyBlock id="contact" heading={texts.contactUs}>
          <p>{texts.terms.contact}</p>
          <ContactBlock registration />
        </PolicyBlock>
      </PolicyPage>
    </>
  );
}

export function RefundPolicyPage({ locale }: { locale: Locale }) {
  const { texts, refund, governs } = policiesIn(locale);
  return (
    <>
      <TranslatedPageJsonLd locale={locale} name={texts.refund.title} description={texts.refund.description} path="/refund-policy" />
      <PolicyPage
        title={texts.refund.title}
        dateLabel={texts.effectiveDate}
        sections={refund}
        after={{ contact: <ContactBlock /> }}
        locale={locale}
        governs={governs("/refund-policy")}
      />
    </>
  );
}
