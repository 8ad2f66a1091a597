import type { PortfolioCategoryId } from "@/lib/catalogue/portfolio";
import type { Locale } from "@/lib/i18n/locales";
import { getPortfolioCategory, portfolioWith, type PortfolioCategory } from "@/lib/i18n/records/portfolio";
import { textsFor } from "@/lib/i18n/texts";
import { pageIn } from "./page-words";

/**
 * /portfolio in a language: the categories, projects and highlights with the
 * language's words laid over them (clients are names and stay as they are).
 */
export function portfolioIn(locale: Locale) {
  const { portfolio: texts, catalogue } = textsFor(locale);
  const { categories, allProjectsFilter, projects, highlights } = portfolioWith(catalogue.portfolio);
  return {
    page: pageIn(locale, "portfolio"),
    texts,
    filters: [allProjectsFilter, ...categories],
    categoryOf: (id: PortfolioCategoryId): PortfolioCategory =>
      categories.find((category) => category.id === id) ?? getPortfolioCategory(id),
    projects,
    highlights,
  };
}
