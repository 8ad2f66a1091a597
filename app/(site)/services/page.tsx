import type { Metadata } from "next";
import { pageTexts } from "@/lib/catalogue/page-texts";
import { pageMetadata } from "@/lib/seo/site-metadata";
import { CtaBand } from "@/components/brand/cta-band";
import { StatsStrip } from "@/components/brand/stats-strip";
import { ProcessSteps } from "@/components/services/process-steps";
import { ServiceBlock } from "@/components/services/service-block";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { serviceProcess, services, taxNote } from "@/lib/catalogue/services";
import { servicesOverviewStats } from "@/lib/catalogue/stats";

const texts = pageTexts.services;

export const metadata: Metadata = pageMetadata(texts);

export default function ServicesPage() {
  return (
    <>
      <PageHero title={texts.heading} lead={texts.lead} />

      <div className="mx-auto max-w-6xl px-4 pb-6 sm:px-6">
        <StatsStrip stats={servicesOverviewStats} label="Our numbers" />
      </div>

      <Section id="what-we-offer" title="What We Offer" intro={`Every service starts at a clear price. ${taxNote}`}>
        <div className="space-y-20">
          {services.map((service, index) => (
            <ServiceBlock key={service.id} service={service} reversed={index % 2 === 1} />
          ))}
        </div>
      </Section>

      <Section
        id="process"
        title="How We Work"
        intro="A simple four-step process for every project."
        className="bg-slate-50 dark:bg-slate-900/40"
      >
        <ProcessSteps steps={serviceProcess} />
      </Section>

      <CtaBand id="services-cta" {...texts.cta} />
    </>
  );
}
