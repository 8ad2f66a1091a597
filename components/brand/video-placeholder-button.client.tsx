"use client";

import type { ReactNode } from "react";
import { toast } from "@/components/ui/toast";

// No video player exists yet, so the spec's notice stays here (issue 3, item 6).
const notice = { title: "Coming soon", description: "The video player isn't implemented yet." } as const;

/** A button for a video that cannot play yet: it says so in a toast. */
export function VideoPlaceholderButton({
  children,
  className,
  label,
}: {
  children: ReactNode;
  className: string;
  /** Accessible name when the visible content is only an icon. */
  label?: string;
}) {
  return (
    <button type="button" aria-label={label} className={className} onClick={() => toast(notice.title, { description: notice.description })}>
      {children}
    </button>
  );
}
