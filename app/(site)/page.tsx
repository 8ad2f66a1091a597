import type { Metadata } from "next";
import { pageTexts } from "@/lib/catalogue/page-texts";
import { CtaBand } from "@/components/brand/cta-band";
import { FeatureGrid } from "@/components/brand/feature-card";
import { StatsStrip } from "@/components/brand/stats-strip";
import { HomeHero } from "@/components/home/home-hero";
import { ServiceHighlights } from "@/components/home/service-highlights";
import { Testimonials } from "@/components/home/testimonials";
import { ButtonLink } from "@/components/ui/button-link";
import { Section } from "@/components/ui/section";
import { homeFeatures } from "@/lib/catalogue/features";
import { services } from "@/lib/catalogue/services";
import { homeStats } from "@/lib/catalogue/stats";
import { testimonials } from "@/lib/catalogue/testimonials";
import { JsonLd } from "@/components/seo/json-ld";
import { businessJsonLd } from "@/lib/seo/structured-data";
import { pageMetadata, titled } from "@/lib/seo/site-metadata";

/** The spec's home shows the first three of the five services. */
const HOME_SERVICE_COUNT = 3;

const texts = pageTexts.home;

export const metadata: Metadata = {
  ...pageMetadata(texts),
  // Written out: the layout's title template applies only to the segments below it, not to this page beside it.
  title: titled(texts.title),
};

export default function HomePage() {
  return (
    <>
      <JsonLd data={businessJsonLd()} />
      <HomeHero heading={texts.heading} lead={texts.lead} />

      <div className="px-4 pt-12 sm:px-6">
        <div className="mx-auto max-w-6xl">
          <StatsStrip stats={homeStats} label="Our numbers" />
        </div>
      </div>

      <Section
        id="services"
        title="Our Services"
        intro="Everything your brand needs to be seen, remembered and chosen, with clear starting prices in rupees."
      >
        <ServiceHighlights services={services.slice(0, HOME_SERVICE_COUNT)} />
        <div className="mt-10 text-center">
          <ButtonLink href="/services" variant="secondary">
            View All Services <span aria-hidden="true">→</span>
          </ButtonLink>
        </div>
      </Section>

      <Section
        id="why-choose-us"
        title="Why Choose Us"
        intro="A small, senior team that treats your brand like its own."
        className="bg-slate-50 dark:bg-slate-900/40"
      >
        <FeatureGrid features={homeFeatures} columns={4} />
        <div className="mt-10 text-center">
          <ButtonLink href="/about">Learn More About Us</ButtonLink>
        </div>
      </Section>

      <Section id="testimonials" title="What Our Clients Say" intro="Businesses across India on working with us.">
        <Testimonials testimonials={testimonials} />
      </Section>

      <CtaBand id="home-cta" {...texts.cta} />
    </>
  );
}
