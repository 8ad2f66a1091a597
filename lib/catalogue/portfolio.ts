// The portfolio: its filter categories, projects and highlights. The words are
// the English message catalogue's (lib/i18n/messages/en/portfolio.ts).
import { portfolioWords } from "@/lib/i18n/messages/en/portfolio";
import { relabelled, withWords } from "@/lib/i18n/words";
import type { IconName } from "./icons";
import type { ServiceId } from "./services";
import type { Stat } from "./stats";

/** The filter categories in their order; each maps to the service that delivers such work. */
const portfolioCategoryFacts = [
  { id: "social", serviceId: "marketing", icon: "megaphone" },
  { id: "production", serviceId: "production", icon: "camera" },
  { id: "editing", serviceId: "entertainment", icon: "film" },
  { id: "marketing", serviceId: "emark", icon: "trending-up" },
  { id: "web", serviceId: "web", icon: "code" },
] as const satisfies readonly { id: keyof typeof portfolioWords.categories; serviceId: ServiceId; icon: IconName }[];

export type PortfolioCategoryId = (typeof portfolioCategoryFacts)[number]["id"];
/** A category as a page shows it: its label may be a translation's. */
export interface PortfolioCategory {
  id: PortfolioCategoryId;
  label: string;
  serviceId: ServiceId;
  icon: IconName;
}

/** The portfolio's filter categories in English. */
export const portfolioCategories: readonly PortfolioCategory[] = relabelled(portfolioCategoryFacts, portfolioWords.categories);

/** The filter shown first, covering every category. */
export const allProjectsFilter = { id: "all", label: portfolioWords.allProjects } as const;

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

/** The projects in their order, with their category and client (a name, the same in every language). */
const portfolioProjectFacts: readonly { id: keyof typeof portfolioWords.projects; category: PortfolioCategoryId; client: string }[] = [
  { id: "organic-store-instagram", category: "social", client: "Kaveri Organics" },
  { id: "cafe-festive-campaign", category: "social", client: "Chai Street Cafés" },
  { id: "real-estate-walkthrough", category: "production", client: "Mehta Realty Group" },
  { id: "corporate-interview-series", category: "production", client: "Deccan Tech Solutions" },
  { id: "clinic-explainer-reels", category: "editing", client: "Sunrise Multispeciality Clinic" },
  { id: "wedding-film-edit", category: "editing", client: "Lakshmi Studios" },
  { id: "academy-admissions-ads", category: "marketing", client: "Bright Minds Learning Academy" },
  { id: "d2c-brand-seo", category: "marketing", client: "Pochampally Weaves" },
  { id: "ngo-website", category: "web", client: "Akshara Foundation Trust" },
];

/** The projects in English. */
export const portfolioProjects: readonly PortfolioProject[] = withWords(portfolioProjectFacts, portfolioWords.projects);

/** The highlights strip under the portfolio grid: its figures and icons. */
const portfolioHighlightFacts: readonly (Omit<Stat, "label"> & { id: keyof typeof portfolioWords.highlights })[] = [
  { id: "projects", number: "500+", icon: "trophy" },
  { id: "satisfaction", number: "98%", icon: "star" },
  { id: "roi", number: "250%", icon: "trending-up" },
  { id: "industries", number: "50+", icon: "globe" },
];

/** The highlights strip under the portfolio grid, in English. */
export const portfolioHighlights: readonly Stat[] = relabelled(portfolioHighlightFacts, portfolioWords.highlights);

export function getPortfolioCategory(id: PortfolioCategoryId): PortfolioCategory {
  const category = portfolioCategories.find((candidate) => candidate.id === id);
  if (!category) throw new Error(`Unknown portfolio category: ${id}`);
  return category;
}
