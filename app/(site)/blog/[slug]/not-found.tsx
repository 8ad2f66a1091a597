import type { Metadata } from "next";
import { NotFoundNotice } from "@/components/ui/not-found-notice";

const title = "Post Not Found";
const text = "This blog post could not be found.";

export const metadata: Metadata = { title, description: text };

export default function PostNotFound() {
  return <NotFoundNotice icon="book-open" title={title} text={text} back={{ href: "/blog", label: "Back to Blog" }} />;
}
