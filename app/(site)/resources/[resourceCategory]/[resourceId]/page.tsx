import type { Metadata } from "next";
import Link from "next/link";
import { NotFoundScreen } from "@/components/routing/not-found-screen";
import { ResourceActions } from "@/components/resources/resource-actions.client";
import { CategoryBadge, ResourceFacts } from "@/components/resources/resource-meta";
import { ButtonLink } from "@/components/ui/button-link";
import { Icon } from "@/components/ui/icon";
import { findResource, resources } from "@/lib/catalogue/resources";
import { notFoundScreenId } from "@/lib/routing/not-found-screens";
import ResourceNotFound from "./not-found";

type Params = { resourceCategory: string; resourceId: string };

// Every card in the library links here, so every listed resource gets a page;
// only two carry the author, tags and overview the spec shows.
// Any other pair is rewritten to the not-found screen by proxy.ts; one that
// gets past it anyway (a direct call to the app) gets the site's prerendered 404.
export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return [
    ...resources.map((resource) => ({ resourceCategory: resource.category, resourceId: resource.id })),
    { resourceCategory: notFoundScreenId, resourceId: notFoundScreenId },
  ];
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { resourceCategory, resourceId } = await params;
  const resource = findResource(resourceCategory, resourceId);
  if (!resource) return { title: "Resource Not Found" };
  return { title: resource.title, description: resource.description };
}

export default async function ResourceDetailPage({ params }: { params: Promise<Params> }) {
  const { resourceCategory, resourceId } = await params;
  const resource = findResource(resourceCategory, resourceId);
  if (!resource) {
    return (
      <NotFoundScreen>
        <ResourceNotFound />
      </NotFoundScreen>
    );
  }
  const { detail } = resource;

  return (
    <article className="px-4 pt-8 pb-16 sm:px-6">
      <div className="mx-auto max-w-3xl">
        <Link
          href="/resources"
          className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300"
        >
          <span aria-hidden="true">←</span> Back to Resources
        </Link>

        <header className="mt-6">
          <CategoryBadge resource={resource} />
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{resource.title}</h1>
          <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{resource.description}</p>
          <ResourceFacts resource={resource} className="mt-5" />
          {detail ? (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
              By <span className="font-medium text-slate-800 dark:text-slate-100">{detail.author}</span>
            </p>
          ) : null}
          <div className="mt-6">
            <ResourceActions resource={{ id: resource.id, title: resource.title, type: resource.type, fileSize: resource.fileSize }} />
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
                Overview
              </h2>
              <p className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">{detail.contentPreview}</p>
            </section>
            <section aria-labelledby="tags-heading" className="mt-8">
              <h2 id="tags-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
                Tags
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
          <ButtonLink href="/resources" variant="secondary">
            View All Resources
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
