import { clientTypeFacts, industryFacts } from "@/lib/catalogue/audiences";
import { idealClientTypeWords, industryWords } from "@/lib/i18n/messages/en/audiences";
import type { SiteTexts } from "../texts";
import { withWords } from "../words";
import type { Feature } from "./features";

export interface Industry extends Feature {
  /** What we usually do for this industry. */
  services: readonly string[];
}

export type ClientType = Feature;

/** /who-we-serve's industry cards with a language's words. */
export function industriesWith(words: SiteTexts["catalogue"]["industries"]): Industry[] {
  return withWords(industryFacts, words);
}

/** /who-we-serve's ideal client types with a language's words. */
export function idealClientTypesWith(words: SiteTexts["catalogue"]["idealClientTypes"]): ClientType[] {
  return withWords(clientTypeFacts, words);
}

/** /who-we-serve: the six industry cards, in English. */
export const industries: readonly Industry[] = industriesWith(industryWords);

/** /who-we-serve: the three ideal client types, in English. */
export const idealClientTypes: readonly ClientType[] = idealClientTypesWith(idealClientTypeWords);
