import { CtaBand } from "@/components/brand/cta-band";
import { FeatureGrid } from "@/components/brand/feature-card";
import { StatsStrip } from "@/components/brand/stats-strip";
import { TranslatedPageJsonLd } from "@/components/seo/translated-page-json-ld";
import { CheckList } from "@/components/services/check-list";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { aboutRecordsIn } from "@/lib/pages/about";
import type { Locale } from "@/lib/i18n/locales";
import { pageIn } from "@/lib/pages/page-words";
import { textsFor } from "@/lib/i18n/texts";

/** /why-choose-us in any of the site's languages. */
export function WhyChooseUsPage({ locale }: { locale: Locale }) {
  const page = pageIn(locale, "whyChooseUs");
  const { whyChooseUs: texts, catalogue } = textsFor(locale);
  const { benefits, stats } = aboutRecordsIn(locale);

  return (
    <>
      <TranslatedPageJsonLd locale={locale} name={page.title} description={page.description} path="/why-choose-us" />
      <PageHero title={page.heading} lead={page.lead} />

      <Section id="benefits" title={texts.benefits}>
        <FeatureGrid features={benefits} columns={3} />
      </Section>

      <Section id="numbers" title={texts.numbers} className="bg-slate-50 dark:bg-slate-900/40">
        <StatsStrip stats={stats} label={texts.numbersLabel} />
      </Section>

      <Section id="commitments" title={texts.commitments}>
        <CheckList
          items={catalogue.commitments}
          className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2"
          itemClassName="card gap-3 p-5 text-slate-700 dark:text-slate-200"
        />
      </Section>

      {page.cta ? <CtaBand id="why-cta" {...page.cta} /> : null}
    </>
  );
}
