import { serviceIds } from "@/lib/catalogue/services";
import { prefixedLocales } from "@/lib/i18n/locales";

// A translated service page shares its own service's card, not the site's: Next names it
// beside the page (/te/services/<id>/opengraph-image). Its words stay the English card's:
// next/og cannot shape Telugu or Devanagari yet (vercel/satori#215). English service pages
// name that card at its English address themselves (lib/seo/cards.ts), so none is made here for them.
export { default, alt, size, contentType } from "../../../(site)/services/[serviceId]/opengraph-image";

export const dynamicParams = false;

// Every param, the language's too: Next hands a card's route no params of the layouts above it.
export function generateStaticParams() {
  return prefixedLocales.flatMap((locale) => serviceIds.map((serviceId) => ({ locale, serviceId })));
}
