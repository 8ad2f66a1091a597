import { coreValueFacts, legalRows } from "@/lib/catalogue/about";
import { coreValueWords, legalLabelWords, missionWords, storyWords, visionWords } from "@/lib/i18n/messages/en/about";
import { companyFactWords } from "@/lib/i18n/messages/en/company";
import type { SiteTexts } from "../texts";
import { withWords } from "../words";
import type { Feature } from "./features";

/** Paragraphs of "Our Story". */
export const story: readonly string[] = storyWords;

export const mission = missionWords;

export const vision = visionWords;

/** The core values with a language's words. */
export function coreValuesWith(words: SiteTexts["catalogue"]["coreValues"]): Feature[] {
  return withWords(coreValueFacts, words);
}

/** The four core values the spec names, in English. */
export const coreValues: readonly Feature[] = coreValuesWith(coreValueWords);

/** The legal information block's labels, one per company fact. */
export const legalLabels = legalLabelWords;

/** The legal information block in English, read from the company facts. */
export const legalInformation: readonly { label: string; value: string }[] = legalRows(legalLabels, companyFactWords);
