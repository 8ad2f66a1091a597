import type { Metadata } from "next";
import { CtaBand } from "@/components/brand/cta-band";
import { StatsStrip } from "@/components/brand/stats-strip";
import { ProcessSteps } from "@/components/services/process-steps";
import { ServiceBlock } from "@/components/services/service-block";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { serviceProcess, services, taxNote } from "@/lib/catalogue/services";
import { servicesOverviewStats } from "@/lib/catalogue/stats";

export const metadata: Metadata = {
  title: "Our Services",
  description:
    "Social media marketing, equipment rentals, video editing, digital marketing and web development from Hyderabad, with transparent starting prices in INR.",
};

export default function ServicesPage() {
  return (
    <>
      <PageHero
        title="Our Services"
        lead="Five ways we help Indian businesses grow online: from content and campaigns to cameras, edits and websites."
      />

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

      <CtaBand
        id="services-cta"
        title="Ready to get started?"
        text="Tell us what you need and get a free, no-obligation quote."
        quote="Get Free Quote"
      />
    </>
  );
}
