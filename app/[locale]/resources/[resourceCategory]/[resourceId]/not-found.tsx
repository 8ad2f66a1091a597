import type { Metadata } from "next";
import { NotFoundNotice } from "@/components/ui/not-found-notice";

export const notFoundTitle = "Resource Not Found";
const text = "The resource you are looking for does not exist or may have been moved.";

export const metadata: Metadata = { title: notFoundTitle, description: text };

// The English library's not-found screen (lib/routing/not-found-screens.ts), prerendered at /resources/not-found/not-found.
export default function ResourceNotFound() {
  return <NotFoundNotice icon="search" title={notFoundTitle} text={text} back={{ href: "/resources", label: "Back to Resources" }} />;
}
