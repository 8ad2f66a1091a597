import type { Metadata } from "next";
import { pageTexts } from "@/lib/catalogue/page-texts";
import { pageMetadata } from "@/lib/seo/site-metadata";
import { ApplySection } from "@/components/careers/apply-section";
import { JobOpeningCard } from "@/components/careers/job-opening-card";
import { CentredFeatureList } from "@/components/brand/feature-card";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { jobOpenings, whyWorkWithUs } from "@/lib/catalogue/careers";
import { JsonLd } from "@/components/seo/json-ld";
import { jobPostingsJsonLd } from "@/lib/seo/structured-data";

const texts = pageTexts.careers;

export const metadata: Metadata = pageMetadata(texts);

export default function CareersPage() {
  return (
    <>
      <JsonLd data={jobPostingsJsonLd()} />
      <PageHero title={texts.heading} lead={texts.lead} />
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
