import type { ServiceId } from "./services";

// The site's link lists by path, in order; each link's name is a word, keyed by its path.

/** A link of the main navigation: Services opens a dropdown of the five service pages on wide screens. */
export interface NavPath {
  path: string;
  dropdown?: boolean;
}

export const mainNavigationPaths: readonly NavPath[] = [
  { path: "/" },
  { path: "/about" },
  { path: "/services", dropdown: true },
  { path: "/portfolio" },
  { path: "/pricing" },
  { path: "/resources" },
  { path: "/careers" },
  { path: "/contact" },
];

/** The Services dropdown: the five service pages. */
export const serviceNavigationPaths: readonly { id: ServiceId; path: string }[] = [
  { id: "marketing", path: "/services/marketing" },
  { id: "production", path: "/services/production" },
  { id: "entertainment", path: "/services/entertainment" },
  { id: "emark", path: "/services/emark" },
  { id: "web", path: "/services/web" },
];

export const footerQuickLinkPaths: readonly NavPath[] = [
  "/about",
  "/why-choose-us",
  "/portfolio",
  "/who-we-serve",
  "/pricing",
  "/optional-addons",
  "/resources",
  "/careers",
  "/contact",
  "/quote",
].map((path) => ({ path }));

export const legalLinkPaths: readonly NavPath[] = ["/terms", "/privacy", "/refund-policy", "/bank-payment-info"].map((path) => ({ path }));
