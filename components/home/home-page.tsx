import { CtaBand } from "@/components/brand/cta-band";
import { FeatureGrid } from "@/components/brand/feature-card";
import { StatsStrip } from "@/components/brand/stats-strip";
import { JsonLd } from "@/components/seo/json-ld";
import { TranslatedPageJsonLd } from "@/components/seo/translated-page-json-ld";
import { ButtonLink } from "@/components/ui/button-link";
import { Section } from "@/components/ui/section";
import { homeIn } from "@/lib/pages/home";
import { pathIn, type Locale } from "@/lib/i18n/locales";
import { homeJsonLd } from "@/lib/seo/structured-data";
import { HomeHero } from "./home-hero";
import { ServiceHighlights } from "./service-highlights";
import { Testimonials } from "./testimonials";

/** The home page in any of the site's languages (app/[locale]/page.tsx). */
export function HomePage({ locale }: { locale: Locale }) {
  const { page, texts, stats, features, services, testimonials } = homeIn(locale);
  return (
    <>
      <JsonLd data={homeJsonLd(locale)} />
      <TranslatedPageJsonLd locale={locale} name={page.title} description={page.description} path="/" />
      <HomeHero heading={page.heading} lead={page.lead} texts={texts} servicesHref={pathIn(locale, "/services")} />

      <div className="px-4 pt-12 sm:px-6">
        <div className="mx-auto max-w-6xl">
          <StatsStrip stats={stats} label={texts.numbers} />
        </div>
      </div>

      <Section id="services" title={texts.services.title} intro={texts.services.intro}>
        <ServiceHighlights services={services} texts={texts.services} locale={locale} />
        <div className="mt-10 text-center">
          <ButtonLink href={pathIn(locale, "/services")} variant="secondary">
            {texts.services.viewAll} <span aria-hidden="true">→</span>
          </ButtonLink>
        </div>
      </Section>

      <Section
        id="why-choose-us"
        title={texts.whyChooseUs.title}
        intro={texts.whyChooseUs.intro}
        className="bg-slate-50 dark:bg-slate-900/40"
      >
        <FeatureGrid features={features} columns={4} />
        <div className="mt-10 text-center">
          <ButtonLink href={pathIn(locale, "/about")}>{texts.whyChooseUs.learnMore}</ButtonLink>
        </div>
      </Section>

      <Section id="testimonials" title={texts.testimonials.title} intro={texts.testimonials.intro}>
        <Testimonials testimonials={testimonials} texts={texts.testimonials} />
      </Section>

      {page.cta ? <CtaBand id="home-cta" {...page.cta} /> : null}
    </>
  );
}
