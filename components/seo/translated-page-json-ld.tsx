import { localePath, type Locale } from "@/lib/i18n/locales";
import { translatedPageJsonLd } from "@/lib/seo/structured-data";
import { JsonLd } from "./json-ld";

/** A translated page as a WebPage in its language; nothing on English pages (see translatedPageJsonLd). */
export function TranslatedPageJsonLd({
  locale,
  name,
  description,
  path,
}: {
  locale: Locale;
  name: string;
  description: string;
  path: string;
}) {
  if (locale === "en") return null;
  return <JsonLd data={translatedPageJsonLd({ name, description, path: localePath(locale, path), inLanguage: locale })} />;
}
