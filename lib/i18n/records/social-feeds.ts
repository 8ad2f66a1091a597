import { socialFeedCardFacts } from "@/lib/catalogue/social-feeds";
import { socialCardWords } from "@/lib/i18n/messages/en/social-feeds";
import type { SiteTexts } from "../texts";
import { wordsOf } from "../words";

/** The social cards with a language's descriptions laid over them by network id (the networks are names). */
export function socialFeedCardsWith(words: SiteTexts["feeds"]["socialCards"]) {
  return socialFeedCardFacts.map((card) => ({ ...card, description: wordsOf(words, card.id) }));
}

/** The three social cards in English. */
export const socialFeedCards = socialFeedCardsWith(socialCardWords);
