import { buttonClasses } from "@/components/ui/button-link";
import { iconSpriteUrl } from "@/components/ui/icon-sprite";
import { pathIn, type Locale } from "@/lib/i18n/locales";
import { cookieTranslations } from "@/lib/i18n/messages/cookie-banner-translations";
import { cookieTexts } from "@/lib/i18n/messages/en/shell-texts/overlays";
import { cookieBannerIds } from "./cookie-banner-ids";

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The cookie banner's inside, in the page's language, as the server sends it. It is a string,
 * not React elements, so that its words travel once, in the HTML: React elements would come again
 * in the page's hydration data, and as a client component's own words they would be in every
 * page's JavaScript in three languages. Server only (cookie-banner.client.tsx says how); its
 * look is app/globals.css's `.cookie-banner`, so that no long class lists add to every page.
 * Each button carries what it does: data-choice is the choice it stores; the close button stores nothing.
 */
export function cookieBannerMarkup(locale: Locale): string {
  const texts = locale === "en" ? cookieTexts : cookieTranslations[locale];
  const words = Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, escapeHtml(text)])) as typeof texts;
  const choice = (consent: "declined" | "accepted", label: string) =>
    `<button type="button" data-choice="${consent}" class="${buttonClasses(consent === "accepted" ? "primary" : "secondary", "px-4 py-2")}">${label}</button>`;
  return (
    `<div><div><h2 id="${cookieBannerIds.title}">${words.title}</h2>` +
    `<p id="${cookieBannerIds.text}">${words.text} <a href="${pathIn(locale, "/privacy")}" class="link-inline">${words.privacy}</a>.</p></div>` +
    `<div>${choice("declined", words.decline)}${choice("accepted", words.accept)}</div>` +
    `<button type="button" data-choice="" aria-label="${words.close}" class="cookie-banner-close">` +
    `<svg aria-hidden="true" class="icon h-5 w-5"><use href="${iconSpriteUrl}#x"></use></svg></button></div>`
  );
}
