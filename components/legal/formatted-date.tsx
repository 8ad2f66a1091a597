const longDate = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });

/** An ISO date (yyyy-mm-dd) as Indian long form, e.g. 22 November 2026, in a <time> element. */
export function FormattedDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{longDate.format(new Date(`${iso}T00:00:00+05:30`))}</time>;
}
