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

/**
 * /portfolio in a language: the categories, projects and highlights with the
 * language's words laid over them (clients are names and stay as they are),
 * and, on a translated page, the words its filters and dialogs show in the browser.
 */
export function portfolioIn(locale: Locale) {
  const { portfolio: texts, catalogue } = textsFor(locale);
  const words = catalogue.portfolio;
  const categories = portfolioCategories.map((category, index) => ({ ...category, label: words.categories[index] ?? category.label }));
  return {
    page: pageIn(locale, "portfolio"),
    texts,
    filters: [{ ...allProjectsFilter, label: words.allProjects }, ...categories],
    categoryOf: (id: PortfolioCategoryId): PortfolioCategory =>
      categories.find((category) => category.id === id) ?? getPortfolioCategory(id),
    projects: portfolioProjects.map((project, index) => ({ ...project, ...words.projects[index] })),
    highlights: portfolioHighlights.map((stat, index) => ({ ...stat, label: words.highlights[index] ?? stat.label })),
    browserTexts: locale === "en" ? undefined : texts.browser,
  };
}
