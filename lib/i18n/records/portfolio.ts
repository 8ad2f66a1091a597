import {
  allProjectsFilterId,
  portfolioCategoryFacts,
  portfolioHighlightFacts,
  portfolioProjectFacts,
  type PortfolioCategoryId,
} from "@/lib/catalogue/portfolio";
import type { ServiceId } from "@/lib/catalogue/services";
import type { IconName } from "@/lib/catalogue/icons";
import { portfolioWords } from "@/lib/i18n/messages/en/portfolio";
import type { SiteTexts } from "../texts";
import { relabelled, withWords } from "../words";
import type { Stat } from "./stats";

/** A category as a page shows it: its label in the page's language. */
export interface PortfolioCategory {
  id: PortfolioCategoryId;
  label: string;
  serviceId: ServiceId;
  icon: IconName;
}

export interface PortfolioProject {
  id: string;
  title: string;
  category: PortfolioCategoryId;
  description: string;
  /** What the project's picture shows; the accessible name of its illustration. */
  image: string;
  client: string;
  results: string;
}

/** The portfolio's categories, "all" filter, projects and highlights with a language's words laid over them by id. */
export function portfolioWith(words: SiteTexts["catalogue"]["portfolio"]) {
  const categories: PortfolioCategory[] = relabelled(portfolioCategoryFacts, words.categories);
  return {
    categories,
    allProjectsFilter: { id: allProjectsFilterId, label: words.allProjects },
    projects: withWords(portfolioProjectFacts, words.projects) satisfies PortfolioProject[],
    highlights: relabelled(portfolioHighlightFacts, words.highlights) satisfies Stat[],
  };
}

const english = portfolioWith(portfolioWords);

/** The portfolio's filter categories in English. */
export const portfolioCategories: readonly PortfolioCategory[] = english.categories;

/** The filter shown first, covering every category. */
export const allProjectsFilter = english.allProjectsFilter;

/** The projects in English. */
export const portfolioProjects: readonly PortfolioProject[] = english.projects;

/** The highlights strip under the portfolio grid, in English. */
export const portfolioHighlights: readonly Stat[] = english.highlights;

export function getPortfolioCategory(id: PortfolioCategoryId): PortfolioCategory {
  const category = portfolioCategories.find((candidate) => candidate.id === id);
  if (!category) throw new Error(`Unknown portfolio category: ${id}`);
  return category;
}
