import { createContext, use } from "react";
import { quoteOptions } from "@/lib/i18n/records/quote-options";
import { formFrameTexts } from "@/lib/i18n/messages/en/form-texts";
import { quoteTexts } from "@/lib/i18n/messages/en/quote-texts";
import { taxNote } from "@/lib/i18n/records/services";
import type { QuoteLanguage } from "@/lib/pages/quote";

/** The wizard's words and choices as English pages show them: the catalogue's own. */
const english = { texts: quoteTexts, options: quoteOptions, taxNote, frame: formFrameTexts, translated: undefined };

/** A translated page's words and choices for the wizard; none on English pages. */
export const QuoteLanguageContext = createContext<QuoteLanguage | undefined>(undefined);

/**
 * The wizard's words, its choices (values unchanged, labels in the language)
 * and the tax note in the page's language, and the whole translated language
 * (its locale, the shared form words, messages and payment toasts) if any.
 */
export function useQuoteLanguage(): Pick<QuoteLanguage, "texts" | "options" | "taxNote" | "frame"> & {
  translated: QuoteLanguage | undefined;
} {
  const translated = use(QuoteLanguageContext);
  return translated ? { ...translated, translated } : english;
}
