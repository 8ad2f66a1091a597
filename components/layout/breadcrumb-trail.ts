import { localePath, pathIn, splitLocalePath } from "@/lib/i18n/locales";

export interface Crumb {
  label: string;
  href: string;
}

/**
 * A level that is no page of its own: a resource's category (/resources/marketing)
 * is the library filtered to it, which the library reads from its address's fragment.
 * Linking the category's own address would answer with a redirect.
 */
function levelHref(levelPath: string): string {
  const category = /^\/resources\/([^/]+)$/.exec(levelPath)?.[1];
  return category ? `/resources#${category}` : levelPath;
}

function labelFor(segment: string): string {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // A malformed escape stays as typed.
  }
  return text
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/**
 * Home, then one crumb per path segment with dashes turned into spaces and each word
 * capitalised (spec, "Layout on every page"). Empty on the home page, which has no breadcrumb.
 * A Telugu or Hindi page's trail starts at its language's home (the prefix is no crumb), names
 * each level as that language's navigation does, and links to a level's translation where one exists.
 */
export function breadcrumbTrail(
  pathname: string,
  homeLabel = "Home",
  names: Readonly<Record<string, string>> = {},
  /** Every level exists in the page's language (a translated resource's category address leads to its library). */
  everyLevelTranslated = false,
): Crumb[] {
  const { locale, path } = splitLocalePath(pathname);
  const segments = path.split("/").filter(Boolean);
  if (segments.length === 0) return [];
  return [
    { label: homeLabel, href: localePath(locale, "/") },
    ...segments.map((segment, index) => {
      const levelPath = `/${segments.slice(0, index + 1).join("/")}`;
      const target = levelHref(levelPath);
      const href = everyLevelTranslated ? localePath(locale, target) : pathIn(locale, target);
      return { label: names[levelPath] ?? labelFor(segment), href };
    }),
  ];
}
