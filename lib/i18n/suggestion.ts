import type { PrefixedLocale } from "./locales";

/**
 * What an English page says to a visitor whose browser prefers Telugu or
 * Hindi (and the 404 page's way to each language's home). The only texts an
 * English page shows in those languages, so their words live here, a few
 * lines for each, instead of in the message catalogues, which would bring a
 * whole language into every English page's JavaScript.
 */
export const suggestionTexts: Record<PrefixedLocale, { text: string; open: string; decline: string }> = {
  te: { text: "ఈ పేజీ తెలుగులో కూడా ఉంది.", open: "తెలుగులో చూడండి", decline: "వద్దు, ఇంగ్లీష్ చాలు" },
  hi: { text: "यह पेज हिंदी में भी है।", open: "हिंदी में देखें", decline: "नहीं, अंग्रेज़ी ही ठीक है" },
};

/**
 * The translation to suggest for the browser's languages (navigator.languages,
 * most preferred first): Telugu or Hindi when the browser ranks it above
 * English; none when English comes first or neither is listed.
 */
export function suggestedLocale(preferred: readonly string[]): PrefixedLocale | null {
  for (const tag of preferred) {
    const language = tag.split("-")[0]?.toLowerCase();
    if (language === "en") return null;
    if (language === "te" || language === "hi") return language;
  }
  return null;
}
