import { feedTabIconNames, feedTabIds, type FeedTabId } from "@/lib/catalogue/feeds";
import type { IconName } from "@/lib/catalogue/icons";
import { feedTabWords, feedTextWords } from "@/lib/i18n/messages/en/feeds";

/** The words the feeds' client parts show, in the page's language (the page hands them over as props). */
export type FeedTexts = { readonly [K in keyof typeof feedTextWords]: string };

/** The feeds page's tabs in English, with their icons. */
export const feedTabs = Object.fromEntries(feedTabIds.map((id) => [id, { label: feedTabWords[id], icon: feedTabIconNames[id] }])) as Record<
  FeedTabId,
  { label: string; icon: IconName }
>;

/** What the feeds' client parts say in English. */
export const feedTexts: FeedTexts = feedTextWords;
