"use client";

import { useIsClient } from "@/components/layout/browser-state";

const localFormat: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

/**
 * A stored time in the viewer's own time zone and locale. The server cannot
 * know either, so it sends the UTC time and the browser replaces it once
 * hydrated (no hydration mismatch: the first client render matches the server).
 */
export function LocalTime({ iso, className }: { iso: string; className?: string }) {
  const isClient = useIsClient();
  const text = isClient ? new Date(iso).toLocaleString(undefined, localFormat) : `${iso.slice(0, 16).replace("T", " ")} UTC`;
  return (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  );
}
