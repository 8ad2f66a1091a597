import { pathIn, type Locale } from "./locales";
import { wordsOf } from "./words";

/** A list of links in a language: each name from the language's texts (keyed by path), each path to its translation if any. */
export function linksIn<T extends { path: string }>(
  locale: Locale,
  items: readonly T[],
  names: Readonly<Record<string, string>>,
): (T & { name: string })[] {
  return items.map((item) => ({ ...item, name: wordsOf(names, item.path), path: pathIn(locale, item.path) }));
}
