import { navigationWords } from "@/lib/i18n/messages/en/navigation";
import { wordsOf } from "@/lib/i18n/words";
import type { ServiceId } from "./services";

export interface NavItem {
  name: string;
  path: string;
  /** Services opens a dropdown of the five service pages on wide screens. */
  dropdown?: boolean;
}

/** Each path with its name in English (lib/i18n/messages/en/navigation.ts). */
const named = <T extends { path: string }>(items: readonly T[], names: Readonly<Record<string, string>>) =>
  items.map((item) => ({ name: wordsOf(names, item.path), ...item }));

export const mainNavigation: readonly NavItem[] = named(
  [
    { path: "/" },
    { path: "/about" },
    { path: "/services", dropdown: true },
    { path: "/portfolio" },
    { path: "/pricing" },
    { path: "/resources" },
    { path: "/careers" },
    { path: "/contact" },
  ],
  navigationWords.main,
);

/** The Services dropdown: the five service pages. */
export const serviceNavigation: readonly { id: ServiceId; name: string; path: string }[] = named(
  [
    { id: "marketing", path: "/services/marketing" },
    { id: "production", path: "/services/production" },
    { id: "entertainment", path: "/services/entertainment" },
    { id: "emark", path: "/services/emark" },
    { id: "web", path: "/services/web" },
  ] as const,
  navigationWords.services,
);

export const footerQuickLinks: readonly NavItem[] = named(
  [
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
  ].map((path) => ({ path })),
  navigationWords.quickLinks,
);

export const legalLinks: readonly NavItem[] = named(
  ["/terms", "/privacy", "/refund-policy", "/bank-payment-info"].map((path) => ({ path })),
  navigationWords.legal,
);
