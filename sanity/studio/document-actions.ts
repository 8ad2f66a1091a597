import { createPreviewSecret } from "@sanity/preview-url-secret/create-secret";
import { useState } from "react";
import { useClient, useCurrentUser, type DocumentActionComponent, type DocumentActionsResolver } from "sanity";

/** The path of a post on the site, from its slug; null before it has one. */
export function postPath(document: Record<string, unknown> | null | undefined): string | null {
  const slug = document?.slug;
  const current = typeof slug === "object" && slug !== null && "current" in slug ? slug.current : null;
  return typeof current === "string" && current.trim() ? `/blog/${encodeURIComponent(current.trim())}` : null;
}

/** The preview secret API version @sanity/preview-url-secret expects. */
const previewApiVersion = "2025-02-19";

/**
 * "Preview on site": writes a one-hour secret into the dataset with the
 * editor's own session (only someone who may edit can), then opens the site's
 * /api/draft-mode/enable with it. The site checks the secret with its server
 * read token and shows the post with drafts, to this browser only.
 */
export const PreviewOnSiteAction: DocumentActionComponent = (props) => {
  const client = useClient({ apiVersion: previewApiVersion });
  const user = useCurrentUser();
  const [opening, setOpening] = useState(false);
  const path = postPath(props.draft ?? props.published);
  return {
    label: opening ? "Opening preview…" : "Preview on site",
    title: path ? "Opens this post with your unpublished changes on the site. Only you see them." : "Give the post a slug first",
    disabled: !path || !user || opening,
    onHandle: async () => {
      if (!path || !user) return;
      // Opened now, in the click, so no pop-up blocker stops it; pointed at the preview once the secret exists.
      const tab = window.open("about:blank", "_blank");
      setOpening(true);
      try {
        const { secret } = await createPreviewSecret(client, "agency-site-studio", window.location.href, user.id);
        const url = new URL("/api/draft-mode/enable", window.location.origin);
        url.searchParams.set("sanity-preview-secret", secret);
        url.searchParams.set("sanity-preview-pathname", path);
        if (tab) tab.location.href = url.href;
        else window.location.assign(url.href);
      } finally {
        setOpening(false);
        props.onComplete();
      }
    },
  };
};

/** The Publish button, with a tooltip that says when the change reaches the site. */
function withPublishingNote(publish: DocumentActionComponent): DocumentActionComponent {
  const PublishWithNote: DocumentActionComponent = (props) => {
    const description = publish(props);
    if (!description || description.disabled) return description;
    return { ...description, title: "Publish: the site shows it within seconds (at the latest within an hour). See “After you publish”." };
  };
  PublishWithNote.action = publish.action;
  return PublishWithNote;
}

/** Posts get the publishing note and the preview; other types keep Sanity's actions. */
export const documentActions: DocumentActionsResolver = (previous, context) =>
  context.schemaType === "post"
    ? [...previous.map((action) => (action.action === "publish" ? withPublishingNote(action) : action)), PreviewOnSiteAction]
    : previous;
