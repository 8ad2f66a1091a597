import type { Metadata } from "next";
import { NotFoundNotice } from "@/components/ui/not-found-notice";

const title = "Post Not Found";
const text = "This blog post could not be found.";

export const postNotFoundMetadata: Metadata = { title, description: text };

/** What an address under /blog that names no post shows (proxy.ts sends it with 404). */
export function PostNotFound() {
  return <NotFoundNotice icon="book-open" title={title} text={text} back={{ href: "/blog", label: "Back to Blog" }} />;
}
