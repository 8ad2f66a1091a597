import type { PrefixedLocale } from "@/lib/i18n/locales";
import type { ErrorScreenWords } from "./en/shell-texts/error-screen";

// The error screen's words in Telugu and Hindi, loaded only when a page fails.
// Not in te.json and hi.json with the shell's other words: those travel in every
// translated page's hydration data, and these four are needed only on failure.
export const errorScreenTranslations: Record<PrefixedLocale, ErrorScreenWords> = {
  te: {
    title: "ఏదో పొరపాటు జరిగింది",
    text: "ఈ పేజీని ఇప్పుడు చూపించలేకపోయాము. దయచేసి మళ్లీ ప్రయత్నించండి, లేదా హోమ్ పేజీకి తిరిగి వెళ్లండి.",
    retry: "మళ్లీ ప్రయత్నించండి",
    home: "హోమ్‌కు తిరిగి వెళ్లండి",
  },
  hi: {
    title: "कुछ गड़बड़ हो गई",
    text: "यह पेज अभी नहीं दिखाया जा सका। कृपया फिर से कोशिश करें, या होम पेज पर वापस जाएँ।",
    retry: "फिर से कोशिश करें",
    home: "होम पर वापस जाएँ",
  },
};
