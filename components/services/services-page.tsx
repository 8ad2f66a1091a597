import { CtaBand } from "@/components/brand/cta-band";
import { StatsStrip } from "@/components/brand/stats-strip";
import { TranslatedPageJsonLd } from "@/components/seo/translated-page-json-ld";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import type { Locale } from "@/lib/i18n/locales";
import { pageIn } from "@/lib/pages/page-words";
import { servicesIn, servicesOverviewStatsIn } from "@/lib/pages/services";
import { textsFor } from "@/lib/i18n/texts";
import { ProcessSteps } from "./process-steps";
import { ServiceBlock } from "./service-block";

/** /services in any of the site's languages. */
export function ServicesPage({ locale }: { locale: Locale }) {
  const page = pageIn(locale, "services");
  const { servicesOverview: texts, service: serviceTexts, catalogue } = textsFor(locale);
  const stats = servicesOverviewStatsIn(locale);

  return (
    <>
      <TranslatedPageJsonLd locale={locale} name={page.title} description={page.description} path="/services" />
      <PageHero title={page.heading} lead={page.lead} />

      <div className="mx-auto max-w-6xl px-4 pb-6 sm:px-6">
        <StatsStrip stats={stats} label={texts.stats} />
      </div>

      <Section id="what-we-offer" title={texts.offer} intro={`${texts.offerIntro} ${catalogue.taxNote}`}>
        <div className="space-y-20">
          {servicesIn(locale).map((service, index) => (
            <ServiceBlock key={service.id} service={service} texts={texts} locale={locale} reversed={index % 2 === 1} />
          ))}
        </div>
      </Section>

      <Section id="process" title={texts.process} intro={texts.processIntro} className="bg-slate-50 dark:bg-slate-900/40">
        <ProcessSteps steps={catalogue.serviceProcess} stepLabel={serviceTexts.step} />
      </Section>

      {page.cta ? <CtaBand id="services-cta" {...page.cta} /> : null}
    </>
  );
}
