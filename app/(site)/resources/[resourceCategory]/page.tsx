import { notFound, permanentRedirect } from "next/navigation";
import { resourceCategoryIds } from "@/lib/catalogue/resources";

type Params = { resourceCategory: string };

// Only the catalogue's entries exist: any other address gets the prerendered
// 404 (its scripts pinned, lib/security/inline-script-pins.ts), not a render.
export const dynamicParams = false;

// The breadcrumb of a resource links its category segment (/resources/marketing).
// There is no category page: the library at /resources filters by category, so
// a known category leads there instead of to a 404.
export function generateStaticParams(): Params[] {
  return resourceCategoryIds.map((resourceCategory) => ({ resourceCategory }));
}

export default async function ResourceCategoryPage({ params }: { params: Promise<Params> }) {
  const { resourceCategory } = await params;
  if (!(resourceCategoryIds as readonly string[]).includes(resourceCategory)) notFound();
  permanentRedirect("/resources");
}
