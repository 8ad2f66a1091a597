import type { Metadata } from "next";
import { pageTexts } from "@/lib/catalogue/page-texts";
import { pageMetadata } from "@/lib/seo/site-metadata";
import { CtaBand } from "@/components/brand/cta-band";
import { FeatureGrid } from "@/components/brand/feature-card";
import { LegalInformation } from "@/components/about/legal-information";
import { StatementCard } from "@/components/about/statement-card";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { coreValues, legalInformation, mission, story, vision } from "@/lib/catalogue/about";

const texts = pageTexts.about;

export const metadata: Metadata = pageMetadata(texts);

export default function AboutPage() {
  return (
    <>
      <PageHero title={texts.heading} lead={texts.lead} />

      <Section id="story" title="Our Story">
        <div className="mx-auto max-w-3xl space-y-4 text-lg text-slate-700 dark:text-slate-200">
          {story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <div className="px-4 pb-14 sm:px-6">
        <div className="mx-auto grid max-w-6xl gap-6 md:grid-cols-2">
          <StatementCard id="mission" title="Our Mission" text={mission} icon="target" />
          <StatementCard id="vision" title="Our Vision" text={vision} icon="lightbulb" />
        </div>
      </div>

      <Section id="values" title="Our Core Values" className="bg-slate-50 dark:bg-slate-900/40">
        <FeatureGrid features={coreValues} columns={4} />
      </Section>

      <Section id="legal" title="Legal Information" intro="We are a registered company; these are our details as filed.">
        <LegalInformation rows={legalInformation} />
      </Section>

      <CtaBand id="about-cta" {...texts.cta} />
    </>
  );
}
