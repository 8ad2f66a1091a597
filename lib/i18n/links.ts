import { pathIn, type Locale } from "./locales";

/** A list of links in a language: each name from the language's texts (keyed by path), each path to its translation if any. */
export function linksIn<T extends { name: string; path: string }>(
  locale: Locale,
  items: readonly T[],
  names: Readonly<Record<string, string>>,
): T[] {
  return items.map((item) => ({ ...item, name: names[item.path] ?? item.name, path: pathIn(locale, item.path) }));
}
