import {
  allProjectsFilter,
  getPortfolioCategory,
  portfolioCategories,
  portfolioHighlights,
  portfolioProjects,
  type PortfolioCategory,
  type PortfolioCategoryId,
} from "@/lib/catalogue/portfolio";
import type { Locale } from "./locales";
import { pageIn } from "./pages";
import { textsFor } from "./texts";
import { relabelled, withWords } from "./words";

/**
 * /portfolio in a language: the categories, projects and highlights with the
 * language's words laid over them (clients are names and stay as they are).
 */
export function portfolioIn(locale: Locale) {
  const { portfolio: texts, catalogue } = textsFor(locale);
  const words = catalogue.portfolio;
  const categories = relabelled(portfolioCategories, words.categories);
  return {
    page: pageIn(locale, "portfolio"),
    texts,
    filters: [{ ...allProjectsFilter, label: words.allProjects }, ...categories],
    categoryOf: (id: PortfolioCategoryId): PortfolioCategory =>
      categories.find((category) => category.id === id) ?? getPortfolioCategory(id),
    projects: withWords(portfolioProjects, words.projects),
    highlights: relabelled(portfolioHighlights, words.highlights),
  };
}
