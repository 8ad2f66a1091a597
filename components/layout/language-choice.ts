import { localeCookie, type Locale } from "@/lib/i18n/locales";

// The visitor's choice of language, in the browser: made in the language
// picker, or by declining a suggestion (English). A cookie, a year.

export function rememberLanguage(locale: Locale): void {
  document.cookie = `${localeCookie.name}=${locale}; path=/; max-age=${localeCookie.maxAgeSeconds}; samesite=lax`;
}

export function hasChosenLanguage(): boolean {
  return document.cookie.split("; ").some((pair) => pair.startsWith(`${localeCookie.name}=`));
}
