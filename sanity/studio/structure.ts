import type { StructureResolver } from "sanity/structure";
import { PublishingNote } from "./publishing-note";

/** The Studio's left column: the two document types, and when a published change reaches the site. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title("Blog")
    .items([
      S.documentTypeListItem("post").title("Posts"),
      S.documentTypeListItem("author").title("Authors"),
      S.divider(),
      S.listItem()
        .id("after-you-publish")
        .title("After you publish")
        .child(S.component(PublishingNote).id("after-you-publish-note").title("After you publish")),
    ]);
