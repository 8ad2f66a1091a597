import { agencyDate } from "@/lib/format/agency-time";
import type { AdminListId } from "./dashboard-params";

// Content-Disposition for downloads: a plain ASCII filename for old clients
// and the exact name as RFC 5987's filename* (UTF-8, percent-encoded).

/** RFC 5987 attr-char allows what encodeURIComponent leaves alone, except ' ( ) *. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function attachmentDisposition(filename: string): string {
  const fallback =
    filename
      .replace(/[^\x20-\x7e]/g, "_")
      .replace(/["\\]/g, "_")
      .trim() || "download";
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(filename)}`;
}

/** The names of the admin's downloads, dated in the agency's time zone (Hyderabad): quotes-2025-01-01.csv. */
export function listExportFileName(list: AdminListId, now: Date): string {
  return `${list}-${agencyDate(now)}.csv`;
}

/** personal-data-2026-05-01.json: the privacy export of one person's data. */
export function personalDataFileName(now: Date): string {
  return `personal-data-${agencyDate(now)}.json`;
}
