import { socialFeedCards } from "@/lib/catalogue/social-feeds";
import type { Locale } from "./locales";
import { pageIn } from "./pages";
import { textsFor } from "./texts";
import { wordsOf } from "./words";

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
    socialCards: socialFeedCards.map((card) => ({ ...card, description: wordsOf(feeds.socialCards, card.id) })),
    /** The name of the tab list and of its section. */
    listLabel: feeds.browser.tabs,
    newTab: shell.newTab,
    browserTexts: feeds.browser,
  };
}
