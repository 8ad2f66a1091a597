"use client";

import type { ReactNode } from "react";
import { toast } from "@/components/ui/toast";
import { Icon } from "@/components/ui/icon";
import { buttonClasses } from "@/components/ui/button-link";
import { NoticeButton } from "@/components/ui/notice-button.client";
import type { ResourceActionTexts } from "@/lib/i18n/messages/en/resource-texts";

async function copyPageUrl(texts: ResourceActionTexts) {
  try {
    await navigator.clipboard.writeText(window.location.href);
    toast(texts.copied, { description: texts.copiedText, duration: 3000 });
  } catch {
    // Clipboard access can be refused (permissions, insecure context): say so instead of claiming success.
    toast(texts.copyFailed, { description: window.location.href, duration: 5000 });
  }
}

/** The resource's Download link (rendered on the server), then Share and Like. */
export function ResourceActions({ download, texts }: { download: ReactNode; texts: ResourceActionTexts }) {
  return (
    <div className="flex flex-wrap gap-3">
      {download}
      <button type="button" className={buttonClasses("secondary")} onClick={() => copyPageUrl(texts)}>
        <Icon name="share" className="h-4 w-4" />
        {texts.share}
      </button>
      <NoticeButton icon="heart" label={texts.like} title={texts.liked} text={texts.likedText} />
    </div>
  );
}
