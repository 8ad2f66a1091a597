import type { Metadata } from "next";
import { ApplySection } from "@/components/careers/apply-section";
import { JobOpeningCard } from "@/components/careers/job-opening-card";
import { CentredFeatureList } from "@/components/brand/feature-card";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { jobOpenings, whyWorkWithUs } from "@/lib/catalogue/careers";
import { JsonLd } from "@/components/seo/json-ld";
import { jobPostingsJsonLd } from "@/lib/seo/structured-data";

export const metadata: Metadata = {
  title: "Careers",
  description: "Join our Hyderabad digital media team: current openings in marketing, video editing, web development, design and content.",
};

export default function CareersPage() {
  return (
    <>
      <JsonLd data={jobPostingsJsonLd()} />
      <PageHero
        title="Join Our Team"
        lead="We are a growing digital media agency in Hyderabad. Bring your ideas and skills, and help businesses across India grow online."
      />
      <Section
        id="openings"
        title="Current Openings"
        intro={`${jobOpenings.length} open positions across marketing, production, technology and operations.`}
      >
        <ul className="mx-auto grid max-w-4xl gap-4">
          {jobOpenings.map((job) => (
            <JobOpeningCard key={job.id} job={job} />
          ))}
        </ul>
      </Section>
      <ApplySection />
      <Section id="why-work-with-us" title="Why Work With Us?" className="bg-slate-50 dark:bg-slate-900/50">
        <CentredFeatureList features={whyWorkWithUs} mark="tint" />
      </Section>
    </>
  );
}
