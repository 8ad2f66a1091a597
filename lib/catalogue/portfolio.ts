// The portfolio: its filter categories, projects and highlights, in order;
// their words are laid over them by id.
import type { IconName } from "./icons";
import type { ServiceId } from "./services";
import type { StatFacts } from "./stats";

/** The filter categories in their order; each maps to the service that delivers such work. */
export const portfolioCategoryFacts = [
  { id: "social", serviceId: "marketing", icon: "megaphone" },
  { id: "production", serviceId: "production", icon: "camera" },
  { id: "editing", serviceId: "entertainment", icon: "film" },
  { id: "marketing", serviceId: "emark", icon: "trending-up" },
  { id: "web", serviceId: "web", icon: "code" },
] as const satisfies readonly { id: string; serviceId: ServiceId; icon: IconName }[];

export type PortfolioCategoryId = (typeof portfolioCategoryFacts)[number]["id"];

/** The filter shown first, covering every category. */
export const allProjectsFilterId = "all";

/** The projects in their order, with their category and client (a name, the same in every language). */
export const portfolioProjectFacts: readonly { id: string; category: PortfolioCategoryId; client: string }[] = [
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

/** The highlights strip under the portfolio grid: its figures and icons. */
export const portfolioHighlightFacts: readonly StatFacts[] = [
  { id: "projects", number: "500+", icon: "trophy" },
  { id: "satisfaction", number: "98%", icon: "star" },
  { id: "roi", number: "250%", icon: "trending-up" },
  { id: "industries", number: "50+", icon: "globe" },
];
