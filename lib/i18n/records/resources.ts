import { resourceFacts, resourceFilterIds, type ResourceFacts, type ResourceFilterId } from "@/lib/catalogue/resources";
import { resourceDetailWords, resourceFilterWords, resourceItemWords } from "@/lib/i18n/messages/en/resources";
import type { SiteTexts } from "../texts";
import { wordsOf } from "../words";

export interface ResourceDetail {
  author: string;
  tags: readonly string[];
  contentPreview: string;
}

export interface Resource extends ResourceFacts {
  title: string;
  description: string;
  /** Only two resources carry the author, tags and overview preview. */
  detail?: ResourceDetail;
}

/** The library's filter chips and resources with a language's words laid over them by id. */
export function resourcesWith(words: SiteTexts["catalogue"]["resources"]) {
  return {
    filters: resourceFilterIds.map((id) => ({ id, label: wordsOf(words.filters, id) })),
    resources: resourceFacts.map((facts): Resource => {
      const { title, description } = wordsOf(words.items, facts.id);
      const detail = words.details[facts.id];
      return { ...facts, title, description, ...(detail ? { detail } : {}) };
    }),
  };
}

const english = /* @__PURE__ */ resourcesWith({ filters: resourceFilterWords, items: resourceItemWords, details: resourceDetailWords });

/** The filter chips in English, "all" first. */
export const resourceFilters: readonly { id: ResourceFilterId; label: string }[] = english.filters;

export const resources: readonly Resource[] = english.resources;

/** A resource by category and id; both must match (the spec's detail lookup rule). */
export function findResource(category: string, id: string): Resource | undefined {
  return resources.find((resource) => resource.category === category && resource.id === id);
}
