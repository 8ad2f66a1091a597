import { onColourButton } from "@/components/brand/cta-band";
import { CentredFeatureList, FeatureCard } from "@/components/brand/feature-card";
import { TranslatedPageJsonLd } from "@/components/seo/translated-page-json-ld";
import { Icon } from "@/components/ui/icon";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { TagList } from "@/components/ui/tag-list";
import { TitledSection } from "@/components/ui/titled-section";
import { aboutRecordsIn } from "@/lib/pages/about";
import { fill } from "@/lib/i18n/fill";
import { pathIn, type Locale } from "@/lib/i18n/locales";
import { pageIn } from "@/lib/pages/page-words";
import { textsFor } from "@/lib/i18n/texts";

/** /who-we-serve in any of the site's languages. */
export function WhoWeServePage({ locale }: { locale: Locale }) {
  const page = pageIn(locale, "whoWeServe");
  const { whoWeServe: texts } = textsFor(locale);
  const { industries: sectors, clients } = aboutRecordsIn(locale);
  const [beforeLink, afterLink = ""] = texts.stories.text.split("{portfolio}");

  return (
    <>
      <TranslatedPageJsonLd locale={locale} name={page.title} description={page.description} path="/who-we-serve" />
      <PageHero title={page.heading} lead={page.lead} />

      <Section id="industries" title={texts.industries}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {sectors.map((industry) => (
            <li key={industry.id}>
              <FeatureCard feature={industry}>
                <TagList items={industry.services} label={fill(texts.whatWeDo, { industry: industry.title })} className="mt-4" />
              </FeatureCard>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="ideal-clients" title={texts.idealClients} className="bg-slate-50 dark:bg-slate-900/40">
        <CentredFeatureList features={clients} mark="bold" />
      </Section>

      <div className="grid gap-6 px-4 py-14 sm:px-6">
        <div className="mx-auto grid w-full max-w-6xl gap-6 lg:grid-cols-2">
          <TitledSection
            id="good-fit"
            title={texts.goodFit.title}
            className="rounded-2xl bg-gradient-to-br from-indigo-700 to-violet-700 p-8 text-white shadow-lg dark:from-indigo-900 dark:to-violet-900"
            titleClassName="text-2xl font-bold"
          >
            <p className="mt-3 text-indigo-100">{texts.goodFit.text}</p>
            <div className="mt-6">
              <a href={pathIn(locale, "/contact")} className={onColourButton.solid}>
                {texts.goodFit.action}
              </a>
            </div>
          </TitledSection>
          <section
            aria-labelledby="success-stories-heading"
            className="rounded-2xl border border-dashed border-slate-300 p-8 dark:border-slate-600"
          >
            <span className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200">
              <Icon name="sparkles" className="h-4 w-4" />
              {texts.stories.badge}
            </span>
            <h2 id="success-stories-heading" className="mt-4 text-2xl font-bold text-ink">
              {texts.stories.title}
            </h2>
            <p className="mt-3 text-muted">
              {beforeLink}
              <a href={pathIn(locale, "/portfolio")} className="rounded-sm font-semibold text-accent underline">
                {texts.stories.portfolio}
              </a>
              {afterLink}
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
