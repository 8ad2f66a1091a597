import { contactUsLink, pageTexts, type PageTexts } from "@/lib/i18n/messages/en/page-texts";
import { pathIn, type Locale } from "@/lib/i18n/locales";
import { textsFor, type SiteTexts } from "@/lib/i18n/texts";

type TranslatedPage = keyof SiteTexts["pages"];

/** A page's own words in a language, its closing band's second button leading to that page's translation if any. */
export function pageIn(locale: Locale, page: TranslatedPage) {
  const words = textsFor(locale).pages[page];
  const english: PageTexts = pageTexts[page];
  const other = english.cta?.other ?? contactUsLink;
  const cta = words.cta && {
    ...words.cta,
    quoteHref: pathIn(locale, "/quote"),
    other: { href: pathIn(locale, other.href), label: words.cta.other },
  };
  return { ...words, cta };
}

/**
 * Every page's name in a language, by path: as the navigation says it, and by
 * its own title for the pages no menu names. The breadcrumb's levels and the
 * search's page results are named from it.
 */
export function pageNamesIn(locale: Locale): Record<string, string> {
  const { navigation, pages, search } = textsFor(locale);
  return {
    ...navigation.quickLinks,
    ...navigation.legal,
    ...navigation.main,
    ...navigation.services,
    "/feeds": pages.feeds.title,
    "/blog": pages.blog.title,
    "/search": search.title,
  };
}
