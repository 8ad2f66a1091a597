import type { Metadata } from "next";
import { NotFoundNotice } from "@/components/ui/not-found-notice";

const title = "Resource Not Found";
const text = "The resource you are looking for does not exist or may have been moved.";

export const metadata: Metadata = { title, description: text };

export default function ResourceNotFound() {
  return <NotFoundNotice icon="search" title={title} text={text} back={{ href: "/resources", label: "Back to Resources" }} />;
}
