import { TranslatedPageJsonLd } from "@/components/seo/translated-page-json-ld";
import { ButtonLink } from "@/components/ui/button-link";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { pathIn, type Locale } from "@/lib/i18n/locales";
import { resourcesIn } from "@/lib/pages/resources";
import { ResourceCard } from "./resource-card";
import { ResourceLibrary } from "./resource-library.client";

/** /resources in any of the site's languages. */
export function ResourcesPage({ locale }: { locale: Locale }) {
  const { page, texts, filters, resources } = resourcesIn(locale);
  const items = resources.map((resource) => ({
    id: resource.id,
    category: resource.category,
    title: resource.title,
    description: resource.description,
    card: <ResourceCard resource={resource} texts={texts} locale={locale} />,
  }));

  return (
    <>
      <TranslatedPageJsonLd locale={locale} name={page.title} description={page.description} path="/resources" />
      <PageHero title={page.heading} lead={page.lead} />
      <section aria-labelledby="library-heading" className="px-4 pb-14 sm:px-6">
        <div className="mx-auto max-w-6xl">
          <h2 id="library-heading" className="sr-only">
            {texts.browse}
          </h2>
          <ResourceLibrary items={items} filters={filters} texts={texts.library} />
        </div>
      </section>
      <Section id="more" title={texts.blogTitle}>
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonLink href={pathIn(locale, "/blog")}>{texts.blog}</ButtonLink>
          <ButtonLink href={pathIn(locale, "/feeds")} variant="secondary">
            {texts.feeds}
          </ButtonLink>
        </div>
      </Section>
      <Section id="suggest" title={texts.suggestTitle} intro={texts.suggestIntro} className="bg-slate-50 dark:bg-slate-900/50">
        <div className="flex justify-center">
          <ButtonLink href={pathIn(locale, "/contact")}>{texts.suggest}</ButtonLink>
        </div>
      </Section>
    </>
  );
}
