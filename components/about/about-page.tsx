import { LegalInformation } from "@/components/about/legal-information";
import { StatementCard } from "@/components/about/statement-card";
import { CtaBand } from "@/components/brand/cta-band";
import { FeatureGrid } from "@/components/brand/feature-card";
import { TranslatedPageJsonLd } from "@/components/seo/translated-page-json-ld";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { legalRows } from "@/lib/catalogue/about";
import { aboutRecordsIn } from "@/lib/pages/about";
import type { Locale } from "@/lib/i18n/locales";
import { pageIn } from "@/lib/pages/page-words";
import { textsFor } from "@/lib/i18n/texts";

/** /about in any of the site's languages. */
export function AboutPage({ locale }: { locale: Locale }) {
  const page = pageIn(locale, "about");
  const { about: texts, catalogue } = textsFor(locale);
  const { values } = aboutRecordsIn(locale);

  return (
    <>
      <TranslatedPageJsonLd locale={locale} name={page.title} description={page.description} path="/about" />
      <PageHero title={page.heading} lead={page.lead} />

      <Section id="story" title={texts.story}>
        <div className="mx-auto max-w-3xl space-y-4 text-lg text-slate-700 dark:text-slate-200">
          {catalogue.story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <div className="px-4 pb-14 sm:px-6">
        <div className="mx-auto grid max-w-6xl gap-6 md:grid-cols-2">
          <StatementCard id="mission" title={texts.mission} text={catalogue.mission} icon="target" />
          <StatementCard id="vision" title={texts.vision} text={catalogue.vision} icon="lightbulb" />
        </div>
      </div>

      <Section id="values" title={texts.values} className="bg-slate-50 dark:bg-slate-900/40">
        <FeatureGrid features={values} columns={4} />
      </Section>

      <Section id="legal" title={texts.legal} intro={texts.legalIntro}>
        <LegalInformation rows={legalRows(catalogue.legalLabels, catalogue.companyFacts, locale)} />
      </Section>

      {page.cta ? <CtaBand id="about-cta" {...page.cta} /> : null}
    </>
  );
}
