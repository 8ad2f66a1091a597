import type { Metadata } from "next";
import { pageTexts } from "@/lib/catalogue/page-texts";
import { pageMetadata } from "@/lib/seo/site-metadata";
import Link from "next/link";
import { onColourButton } from "@/components/brand/cta-band";
import { CentredFeatureList, FeatureCard } from "@/components/brand/feature-card";
import { Icon } from "@/components/ui/icon";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { idealClientTypes, industries } from "@/lib/catalogue/audiences";

const texts = pageTexts.whoWeServe;

export const metadata: Metadata = pageMetadata(texts);

export default function WhoWeServePage() {
  return (
    <>
      <PageHero title={texts.heading} lead={texts.lead} />

      <Section id="industries" title="Industries We Serve">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {industries.map((industry) => (
            <li key={industry.id}>
              <FeatureCard feature={industry}>
                <ul aria-label={`What we do for ${industry.title}`} className="mt-4 flex flex-wrap gap-2">
                  {industry.services.map((service) => (
                    <li
                      key={service}
                      className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200"
                    >
                      {service}
                    </li>
                  ))}
                </ul>
              </FeatureCard>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="ideal-clients" title="Our Ideal Clients" className="bg-slate-50 dark:bg-slate-900/40">
        <CentredFeatureList features={idealClientTypes} mark="bold" />
      </Section>

      <div className="grid gap-6 px-4 py-14 sm:px-6">
        <div className="mx-auto grid w-full max-w-6xl gap-6 lg:grid-cols-2">
          <section
            aria-labelledby="good-fit-heading"
            className="rounded-2xl bg-gradient-to-br from-indigo-700 to-violet-700 p-8 text-white shadow-lg dark:from-indigo-900 dark:to-violet-900"
          >
            <h2 id="good-fit-heading" className="text-2xl font-bold">
              Are We a Good Fit for You?
            </h2>
            <p className="mt-3 text-indigo-100">
              If you want a creative partner who cares about results, explains every rupee and replies quickly, we should talk. Tell us
              about your business and we&apos;ll tell you honestly how we can help.
            </p>
            <div className="mt-6">
              <Link href="/contact" className={onColourButton.solid}>
                Let&apos;s Talk
              </Link>
            </div>
          </section>
          <section
            aria-labelledby="success-stories-heading"
            className="rounded-2xl border border-dashed border-slate-300 p-8 dark:border-slate-600"
          >
            <span className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200">
              <Icon name="sparkles" className="h-4 w-4" />
              Coming soon
            </span>
            <h2 id="success-stories-heading" className="mt-4 text-2xl font-bold text-slate-900 dark:text-white">
              Client Success Stories
            </h2>
            <p className="mt-3 text-slate-600 dark:text-slate-300">
              Detailed case studies from our clients are on their way. Meanwhile, browse our{" "}
              <Link href="/portfolio" className="rounded-sm font-semibold text-indigo-700 underline dark:text-indigo-300">
                portfolio
              </Link>{" "}
              for a look at recent work.
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
