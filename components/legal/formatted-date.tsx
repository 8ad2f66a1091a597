import type { Locale } from "@/lib/i18n/locales";

/** Long dates in each language, in India's time zone and Latin digits. */
const longDates = new Map<Locale, Intl.DateTimeFormat>();
function longDate(locale: Locale): Intl.DateTimeFormat {
  let format = longDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(`${locale}-IN-u-nu-latn`, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Asia/Kolkata",
    });
    longDates.set(locale, format);
  }
  return format;
}

/** An ISO date (yyyy-mm-dd) as Indian long form, e.g. 22 November 2026 (in Telugu or Hindi on their pages), in a <time> element. */
export function FormattedDate({ iso, locale = "en" }: { iso: string; locale?: Locale }) {
  return <time dateTime={iso}>{longDate(locale).format(new Date(`${iso}T00:00:00+05:30`))}</time>;
}
