import type { Metadata } from "next";
import { pageTexts } from "@/lib/catalogue/page-texts";
import { pageMetadata } from "@/lib/seo/site-metadata";
import { CtaBand } from "@/components/brand/cta-band";
import { FeatureGrid } from "@/components/brand/feature-card";
import { StatsStrip } from "@/components/brand/stats-strip";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { commitments, whyChooseUsBenefits } from "@/lib/catalogue/features";
import { whyChooseUsStats } from "@/lib/catalogue/stats";
import { CheckList } from "@/components/services/check-list";

const texts = pageTexts.whyChooseUs;

export const metadata: Metadata = pageMetadata(texts);

export default function WhyChooseUsPage() {
  return (
    <>
      <PageHero title={texts.heading} lead={texts.lead} />

      <Section id="benefits" title="What You Get When You Work With Us">
        <FeatureGrid features={whyChooseUsBenefits} columns={3} />
      </Section>

      <Section id="numbers" title="Our Track Record" className="bg-slate-50 dark:bg-slate-900/40">
        <StatsStrip stats={whyChooseUsStats} label="Our track record in numbers" />
      </Section>

      <Section id="commitments" title="Our Commitment to You">
        <CheckList
          items={commitments}
          className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2"
          itemClassName="card gap-3 p-5 text-slate-700 dark:text-slate-200"
        />
      </Section>

      <CtaBand id="why-cta" {...texts.cta} />
    </>
  );
}
