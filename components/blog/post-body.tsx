import { PortableText } from "@portabletext/react";
import type { BodyNode } from "@/lib/cms/blog-view";
import { portableTextComponents } from "./portable-text-components";

/** A post's Portable Text body, or the spec's placeholder when it has none. */
export function PostBody({ body }: { body: BodyNode[] }) {
  if (body.length === 0) {
    return <p className="mt-8 text-muted italic">This post has no content yet.</p>;
  }
  return (
    <div className="text-base text-slate-700 sm:text-lg dark:text-slate-300">
      {/* Unknown styles fall back to paragraphs; lib/cms drops unknown block types before they get here. */}
      <PortableText value={body} components={portableTextComponents} onMissingComponent={false} />
    </div>
  );
}
