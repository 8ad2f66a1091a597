import { agencyTimeZone } from "@/lib/format/agency-time";
import type { Locale } from "./locales";

const longDates = new Map<Locale, Intl.DateTimeFormat>();

/** A date in a language's long form, in India's time zone and Latin digits: 22 November 2026, 22 నవంబర్, 2026, 22 नवंबर 2026. */
export function longDateIn(locale: Locale, date: Date): string {
  let format = longDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(`${locale}-IN-u-nu-latn`, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: agencyTimeZone,
    });
    longDates.set(locale, format);
  }
  return format.format(date);
}
