import { useWords } from "@/components/ui/words.client";
import type { QuoteLanguage } from "@/lib/i18n/client-words";
import { formFrameTexts } from "@/lib/i18n/messages/en/form-texts";
import { quoteTexts } from "@/lib/i18n/messages/en/quote-texts";
import { quoteOptions } from "@/lib/i18n/records/quote-options";
import { taxNote } from "@/lib/i18n/records/services";

/** The wizard's words and choices as English pages show them: the English records' own. */
const english = { texts: quoteTexts, options: quoteOptions, taxNote, frame: formFrameTexts, translated: undefined };

/**
 * The wizard's words, its choices (values unchanged, labels in the language)
 * and the tax note in the page's language, and the whole translated language
 * (its locale, the shared form words, messages and payment toasts) if any:
 * the "quote" namespace of useWords, which a translated /quote gives.
 */
export function useQuoteLanguage(): Pick<QuoteLanguage, "texts" | "options" | "taxNote" | "frame"> & {
  translated: QuoteLanguage | undefined;
} {
  const translated = useWords("quote");
  return translated ? { ...translated, translated } : english;
}
