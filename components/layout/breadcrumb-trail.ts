import { localePath, splitLocalePath } from "@/lib/i18n/locales";

export interface Crumb {
  label: string;
  href: string;
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
 * A Telugu or Hindi page's trail starts at its language's home; the language prefix is no crumb.
 */
export function breadcrumbTrail(pathname: string, homeLabel = "Home"): Crumb[] {
  const { locale, path } = splitLocalePath(pathname);
  const segments = path.split("/").filter(Boolean);
  if (segments.length === 0) return [];
  return [
    { label: homeLabel, href: localePath(locale, "/") },
    ...segments.map((segment, index) => ({
      label: labelFor(segment),
      href: localePath(locale, `/${segments.slice(0, index + 1).join("/")}`),
    })),
  ];
}
