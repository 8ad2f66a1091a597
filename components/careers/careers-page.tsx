import { CentredFeatureList } from "@/components/brand/feature-card";
import { TranslatedPageJsonLd } from "@/components/seo/translated-page-json-ld";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { careersIn } from "@/lib/pages/careers";
import { fill } from "@/lib/i18n/fill";
import type { Locale } from "@/lib/i18n/locales";
import { pageIn } from "@/lib/pages/page-words";
import { ApplySection } from "./apply-section";
import { applyHref, JobOpeningCard } from "./job-opening-card";

/**
 * /careers in any of the site's languages: the openings, each linking its own
 * page (which carries its JobPosting: search engines want one posting per page), and the form.
 */
export function CareersPage({ locale }: { locale: Locale }) {
  const page = pageIn(locale, "careers");
  const { texts, careersPath, openings, typeLabels, reasons, positions, language } = careersIn(locale);

  return (
    <>
      <TranslatedPageJsonLd locale={locale} name={page.title} description={page.description} path="/careers" />
      <PageHero title={page.heading} lead={page.lead} />
      <Section id="openings" title={texts.openings} intro={fill(texts.openingsIntro, { count: openings.length })}>
        <ul className="mx-auto grid max-w-4xl gap-4">
          {openings.map((job) => (
            <JobOpeningCard
              key={job.id}
              job={job}
              typeLabel={typeLabels[job.type]}
              detailsHref={job.href}
              href={applyHref(job, careersPath)}
              texts={texts}
            />
          ))}
        </ul>
      </Section>
      <ApplySection texts={texts} positions={positions} language={language} />
      <Section id="why-work-with-us" title={texts.whyWorkWithUs} className="bg-slate-50 dark:bg-slate-900/50">
        <CentredFeatureList features={reasons} mark="tint" />
      </Section>
    </>
  );
}
