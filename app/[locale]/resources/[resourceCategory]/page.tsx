import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { resourceCategoryIds } from "@/lib/catalogue/resources";
import { localePath } from "@/lib/i18n/locales";
import { addressMetadata } from "@/lib/seo/site-metadata";
import { localeOf } from "@/lib/i18n/locale-param";

type Params = Promise<{ locale: string; resourceCategory: string }>;

// Only the catalogue's entries exist: any other address gets the prerendered
// 404 (its scripts pinned, lib/security/inline-script-pins.ts), not a render.
export const dynamicParams = false;

// The breadcrumb of a resource links its category segment (/resources/marketing).
// There is no category page: the library filters by category, so a known
// category leads to the library in the page's language instead of to a 404.
export function generateStaticParams() {
  return resourceCategoryIds.map((resourceCategory) => ({ resourceCategory }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return addressMetadata(await localeOf(params), `/resources/${(await params).resourceCategory}`);
}

export default async function ResourceCategoryRoute({ params }: { params: Params }) {
  const locale = await localeOf(params);
  if (!(resourceCategoryIds as readonly string[]).includes((await params).resourceCategory)) notFound();
  permanentRedirect(localePath(locale, "/resources"));
}
