import { TranslatedPageJsonLd } from "@/components/seo/translated-page-json-ld";
import { ButtonLink } from "@/components/ui/button-link";
import { Icon } from "@/components/ui/icon";
import { TagList } from "@/components/ui/tag-list";
import { TitledSection } from "@/components/ui/titled-section";
import { resourceHref } from "@/lib/catalogue/resources";
import type { Locale } from "@/lib/i18n/locales";
import { resourcesIn, type ResourceView } from "@/lib/pages/resources";
import { DownloadLink } from "./download-link";
import { ResourceActions } from "./resource-actions.client";
import { CategoryBadge, ResourceFacts } from "./resource-meta";

/** A resource's page in any of the site's languages; only two resources carry the author, tags and overview the spec shows. */
export function ResourceDetail({ resource, locale }: { resource: ResourceView; locale: Locale }) {
  const { texts, libraryPath } = resourcesIn(locale);
  const { detail } = resource;

  return (
    <article className="px-4 pt-8 pb-16 sm:px-6">
      <TranslatedPageJsonLd locale={locale} name={resource.title} description={resource.description} path={resourceHref(resource)} />
      <div className="mx-auto max-w-3xl">
        <a href={libraryPath} className="inline-flex items-center gap-1 text-sm font-medium text-accent underline-offset-4 hover:underline">
          <span aria-hidden="true">←</span> {texts.back}
        </a>

        <header className="mt-6">
          <CategoryBadge resource={resource} />
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{resource.title}</h1>
          <p className="mt-4 text-lg text-muted">{resource.description}</p>
          <ResourceFacts resource={resource} texts={texts} locale={locale} className="mt-5" />
          {detail ? (
            <p className="mt-2 text-sm text-muted">
              {texts.by} <span className="font-medium text-slate-800 dark:text-slate-100">{detail.author}</span>
            </p>
          ) : null}
          <div className="mt-6">
            <ResourceActions download={<DownloadLink resource={resource} texts={texts} />} texts={texts.actions} />
          </div>
        </header>

        {detail ? (
          <>
            <TitledSection
              id="overview"
              title={
                <>
                  <Icon name="book-open" className="h-5 w-5 text-indigo-600 dark:text-indigo-400" />
                  {texts.overview}
                </>
              }
              className="mt-10 rounded-xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-700 dark:bg-slate-900"
              titleClassName="flex items-center gap-2 text-xl font-semibold text-ink"
            >
              <p className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">{detail.contentPreview}</p>
            </TitledSection>
            <TitledSection id="tags" title={texts.tags} className="mt-8" titleClassName="text-xl font-semibold text-ink">
              <TagList items={detail.tags} className="mt-3" />
            </TitledSection>
          </>
        ) : null}

        <div className="mt-12 border-t border-slate-200 pt-8 text-center dark:border-slate-700">
          <ButtonLink href={libraryPath} variant="secondary">
            {texts.viewAll}
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
