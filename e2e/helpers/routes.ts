import { jobOpenings } from "@/lib/i18n/records/careers";
import { jobPath } from "../../lib/catalogue/careers";
import { resourceHref } from "../../lib/catalogue/resources";
import { resources } from "@/lib/i18n/records/resources";
import { serviceIds, servicePath } from "../../lib/catalogue/services";
import { localePath, prefixedLocales, translatedPaths } from "../../lib/i18n/locales";
import { sitePages } from "../../lib/routing/pages";

/** The Telugu and Hindi pages: /te, /hi, and so on as translations land. */
export const translatedRoutes: readonly string[] = prefixedLocales.flatMap((locale) =>
  translatedPaths.map((path) => localePath(locale, path)),
);

/**
 * Every public route that answers 200, for checks that run over the whole site:
 * each public page (lib/routing/pages.ts), every service, the resource pages
 * of both layouts' richer kind (the two with author, tags and overview), an opening's page, and every translation.
 */
export const publicRoutes: readonly string[] = [
  ...sitePages.filter((page) => page.visibility !== "private").map((page) => page.sample ?? page.path),
  ...serviceIds.map(servicePath),
  ...resources.filter((resource) => resource.detail).map(resourceHref),
  ...jobOpenings.slice(0, 1).map(jobPath),
  ...translatedRoutes,
];
