import type { ReactNode } from "react";
import { WordsProvider } from "@/components/ui/words.client";
import type { ClientWords } from "@/lib/i18n/client-words";
import type { Locale } from "@/lib/i18n/locales";

/** Gives the Buy Now buttons below it a translated page's words, once for all of them; English pages give none. */
export function BuyNowWords({
  locale,
  words,
  children,
}: {
  locale: Locale;
  words: Pick<ClientWords, "buyNow" | "payment"> | undefined;
  children: ReactNode;
}) {
  return words ? (
    <WordsProvider locale={locale} words={words}>
      {children}
    </WordsProvider>
  ) : (
    children
  );
}
