// Times as the agency reads them in exports: India Standard Time, the office's
// zone (the dashboard itself shows each viewer's own local time).

/** The office's time zone: the dates the site shows (posts, policies, exports) are Hyderabad's. */
export const agencyTimeZone = "Asia/Kolkata";

const dateFormat = new Intl.DateTimeFormat("en-CA", { timeZone: agencyTimeZone, year: "numeric", month: "2-digit", day: "2-digit" });
const timeFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: agencyTimeZone,
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** YYYY-MM-DD in Hyderabad (en-CA formats dates that way). */
export function agencyDate(at: Date): string {
  return dateFormat.format(at);
}

/** "YYYY-MM-DD HH:MM:SS" in Hyderabad, which spreadsheets read as a date-time. */
export function agencyDateTime(at: Date | null | undefined): string {
  return at ? `${agencyDate(at)} ${timeFormat.format(at)}` : "";
}
