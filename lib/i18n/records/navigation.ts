import { footerQuickLinkPaths, legalLinkPaths, serviceNavigationPaths, type NavPath } from "@/lib/catalogue/navigation";
import { navigationWords } from "@/lib/i18n/messages/en/navigation";
import { linksIn } from "../links";

/** A link with its name in the page's language. */
export interface NavItem extends NavPath {
  name: string;
}

/** The Services dropdown's five service pages, named in English. */
export const serviceNavigation = linksIn("en", serviceNavigationPaths, navigationWords.services);

/** The footer's quick links and legal links, named in English. */
export const footerQuickLinks: readonly NavItem[] = linksIn("en", footerQuickLinkPaths, navigationWords.quickLinks);
export const legalLinks: readonly NavItem[] = linksIn("en", legalLinkPaths, navigationWords.legal);
