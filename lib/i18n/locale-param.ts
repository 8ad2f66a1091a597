import { notFound } from "next/navigation";
import { isLocale, type Locale } from "./locales";

/**
 * A public page's language from its route's [locale] segment (app/[locale]):
 * en, te or hi; the site's 404 for anything else (not reached: the layout
 * prerenders exactly these three, with dynamicParams = false).
 */
export async function localeOf(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}
