"use client";

import type { ReactNode } from "react";
import { useWords } from "@/components/ui/words.client";
import { videoNoticeTexts } from "@/lib/i18n/messages/en/shell-texts/video-notice";
import { toast } from "@/components/ui/toast";

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
  const notice = useWords("videoNotice", videoNoticeTexts);
  return (
    <button type="button" aria-label={label} className={className} onClick={() => toast(notice.title, { description: notice.description })}>
      {children}
    </button>
  );
}
