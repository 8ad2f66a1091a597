import { resourceFileName, resourceHref, resourceTypeLabels, type ResourceFilterId } from "@/lib/catalogue/resources";
import { findResource, resourcesWith, type Resource } from "@/lib/i18n/records/resources";
import { pathIn, type Locale } from "@/lib/i18n/locales";
import { pageIn } from "./page-words";
import { textsFor } from "@/lib/i18n/texts";

/** A resource as a page in a language shows it: its words in the language, its file and facts as they are. */
export interface ResourceView extends Resource {
  /** Its page in the language. */
  href: string;
  categoryLabel: string;
  typeLabel: string;
  /** The name the file is saved under: from the English title, since the file itself is in English. */
  fileName: string;
}

/**
 * The resource library and its pages in a language: the filters and every
 * resource with the language's words laid over the catalogue's (the files,
 * sizes and dates are one for all languages).
 */
export function resourcesIn(locale: Locale) {
  const { resources: texts, catalogue } = textsFor(locale);
  const { filters, resources } = resourcesWith(catalogue.resources);
  const categoryLabels = Object.fromEntries(filters.map((filter) => [filter.id, filter.label])) as Record<ResourceFilterId, string>;
  const views: ResourceView[] = resources.map((resource) => ({
    ...resource,
    href: pathIn(locale, resourceHref(resource)),
    categoryLabel: categoryLabels[resource.category],
    typeLabel: resourceTypeLabels[resource.type],
    fileName: resourceFileName(findResource(resource.category, resource.id) ?? resource),
  }));
  return {
    page: pageIn(locale, "resources"),
    texts,
    filters,
    resources: views,
    find: (category: string, id: string) => views.find((view) => view.category === category && view.id === id),
    libraryPath: pathIn(locale, "/resources"),
  };
}
