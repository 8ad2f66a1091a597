import Link from "next/link";
import { TranslatedPageJsonLd } from "@/components/seo/translated-page-json-ld";
import { ButtonLink } from "@/components/ui/button-link";
import { Icon } from "@/components/ui/icon";
import { resourceHref } from "@/lib/catalogue/resources";
import type { Locale } from "@/lib/i18n/locales";
import { resourcesIn, type ResourceView } from "@/lib/i18n/resources";
import { DownloadLink } from "./download-link";
import { ResourceActions } from "./resource-actions.client";
import { CategoryBadge, ResourceFacts } from "./resource-meta";

/** A resource's page in any of the site's languages; only two resources carry the author, tags and overview the spec shows. */
export function ResourceDetail({ resource, locale }: { resource: ResourceView; locale: Locale }) {
  const { texts, libraryPath, browserTexts } = resourcesIn(locale);
  const { detail } = resource;

  return (
    <article className="px-4 pt-8 pb-16 sm:px-6">
      <TranslatedPageJsonLd locale={locale} name={resource.title} description={resource.description} path={resourceHref(resource)} />
      <div className="mx-auto max-w-3xl">
        <Link
          href={libraryPath}
          className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300"
        >
          <span aria-hidden="true">←</span> {texts.back}
        </Link>

        <header className="mt-6">
          <CategoryBadge resource={resource} />
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{resource.title}</h1>
          <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{resource.description}</p>
          <ResourceFacts resource={resource} texts={texts} locale={locale} className="mt-5" />
          {detail ? (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
              {texts.by} <span className="font-medium text-slate-800 dark:text-slate-100">{detail.author}</span>
            </p>
          ) : null}
          <div className="mt-6">
            <ResourceActions
              download={<DownloadLink resource={resource} texts={texts} />}
              {...(browserTexts ? { texts: browserTexts.actions } : {})}
            />
          </div>
        </header>

        {detail ? (
          <>
            <section
              aria-labelledby="overview-heading"
              className="mt-10 rounded-xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-700 dark:bg-slate-900"
            >
              <h2 id="overview-heading" className="flex items-center gap-2 text-xl font-semibold text-slate-900 dark:text-white">
                <Icon name="book-open" className="h-5 w-5 text-indigo-600 dark:text-indigo-400" />
                {texts.overview}
              </h2>
              <p className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">{detail.contentPreview}</p>
            </section>
            <section aria-labelledby="tags-heading" className="mt-8">
              <h2 id="tags-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
                {texts.tags}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {detail.tags.map((tag) => (
                  <li
                    key={tag}
                    className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 dark:border-slate-600 dark:text-slate-200"
                  >
                    {tag}
                  </li>
                ))}
              </ul>
            </section>
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
