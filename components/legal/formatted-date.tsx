import { longDateIn } from "@/lib/i18n/dates";
import type { Locale } from "@/lib/i18n/locales";

/** An ISO date (yyyy-mm-dd) as Indian long form, e.g. 22 November 2026 (in Telugu or Hindi on their pages), in a <time> element. */
export function FormattedDate({ iso, locale = "en" }: { iso: string; locale?: Locale }) {
  return <time dateTime={iso}>{longDateIn(locale, new Date(`${iso}T00:00:00+05:30`))}</time>;
}
