import { businessHourFacts, responseTimeFacts } from "@/lib/catalogue/company";
import { businessHourWords, responseTimeWords } from "@/lib/i18n/messages/en/company";
import type { SiteTexts } from "../texts";
import { withWords } from "../words";

/** Each line of the hours with its days and hours said in a language (a mapped tuple keeps each line's type). */
type WithWords<T> = { readonly [K in keyof T]: T[K] & { days: string; hours: string } };

/** The business hours with a language's days and hours laid over them by id (in the facts' order, as a tuple). */
export function businessHoursWith(words: SiteTexts["catalogue"]["businessHours"]) {
  return withWords(businessHourFacts, words) as unknown as WithWords<typeof businessHourFacts>;
}

/** How soon the team answers, with a language's words for the inquiries' and quotes' times. */
export function responseTimesWith(words: SiteTexts["catalogue"]["responseTimes"]) {
  return { ...responseTimeFacts, ...words };
}

/** Business hours in IST, in English. */
export const businessHours = businessHoursWith(businessHourWords);

export const responseTimes = responseTimesWith(responseTimeWords);
