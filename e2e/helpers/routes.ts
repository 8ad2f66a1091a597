import { resourceHref, resources } from "../../lib/catalogue/resources";
import { serviceIds, servicePath } from "../../lib/catalogue/services";
import { sitePages } from "../../lib/routing/pages";

/**
 * Every public route that answers 200, for checks that run over the whole site:
 * each public page (lib/routing/pages.ts), every service, and the resource pages
 * of both layouts' richer kind (the two with author, tags and overview).
 */
export const publicRoutes: readonly string[] = [
  ...sitePages.filter((page) => page.visibility !== "private").map((page) => page.sample ?? page.path),
  ...serviceIds.map(servicePath),
  ...resources.filter((resource) => resource.detail).map(resourceHref),
];
