"use client";

import { toast } from "@/components/ui/toast";
import { DownloadLink } from "./download-link";
import { Icon } from "@/components/ui/icon";
import { buttonClasses } from "@/components/ui/button-link";
import type { Resource } from "@/lib/catalogue/resources";

async function copyPageUrl() {
  try {
    await navigator.clipboard.writeText(window.location.href);
    toast("Link Copied!", { description: "Resource link copied to clipboard.", duration: 3000 });
  } catch {
    // Clipboard access can be refused (permissions, insecure context): say so instead of claiming success.
    toast("Could not copy the link", { description: window.location.href, duration: 5000 });
  }
}

export function ResourceActions({ resource }: { resource: Pick<Resource, "id" | "title" | "type" | "fileSize"> }) {
  return (
    <div className="flex flex-wrap gap-3">
      <DownloadLink resource={resource} />
      <button type="button" className={buttonClasses("secondary")} onClick={copyPageUrl}>
        <Icon name="share" className="h-4 w-4" />
        Share
      </button>
      <button
        type="button"
        className={buttonClasses("secondary")}
        onClick={() => toast("Thanks for the like!", { description: "This feature isn't implemented yet.", duration: 3000 })}
      >
        <Icon name="heart" className="h-4 w-4" />
        Like
      </button>
    </div>
  );
}
