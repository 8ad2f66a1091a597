import type { Locale } from "@/lib/i18n/locales";
import { socialFeedCardsWith } from "@/lib/i18n/records/social-feeds";
import { textsFor } from "@/lib/i18n/texts";
import { pageIn } from "./page-words";

/**
 * /feeds in a language: the tabs' and panels' words, the social cards with
 * their descriptions in it (the networks are names), and what its tab list,
 * RSS panel and Coming Soon button say in the browser.
 */
export function feedsIn(locale: Locale) {
  const { feeds, shell } = textsFor(locale);
  return {
    page: pageIn(locale, "feeds"),
    tabs: feeds.tabs,
    panels: feeds.panels,
    socialCards: socialFeedCardsWith(feeds.socialCards),
    /** The name of the tab list and of its section. */
    listLabel: feeds.browser.tabs,
    newTab: shell.newTab,
    browserTexts: feeds.browser,
  };
}
