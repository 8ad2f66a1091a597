import {
  resourceFileName,
  resourceFilters,
  resourceHref,
  resources,
  resourceTypeLabels,
  type Resource,
  type ResourceFilterId,
} from "@/lib/catalogue/resources";
import { pathIn, type Locale } from "./locales";
import { pageIn } from "./pages";
import { textsFor } from "./texts";
import { relabelled, wordsOf } from "./words";

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
  const words = catalogue.resources;
  const filters = relabelled(resourceFilters, words.filters);
  const categoryLabels = Object.fromEntries(filters.map((filter) => [filter.id, filter.label])) as Record<ResourceFilterId, string>;
  const views: ResourceView[] = resources.map((resource) => {
    const { title, description } = wordsOf(words.items, resource.id);
    const detail = resource.detail && { ...resource.detail, ...wordsOf(words.details, resource.id) };
    return {
      ...resource,
      title,
      description,
      ...(detail ? { detail } : {}),
      href: pathIn(locale, resourceHref(resource)),
      categoryLabel: categoryLabels[resource.category],
      typeLabel: resourceTypeLabels[resource.type],
      fileName: resourceFileName(resource),
    };
  });
  return {
    page: pageIn(locale, "resources"),
    texts,
    filters,
    resources: views,
    find: (category: string, id: string) => views.find((view) => view.category === category && view.id === id),
    libraryPath: pathIn(locale, "/resources"),
  };
}
