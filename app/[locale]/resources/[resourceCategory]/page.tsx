import { notFound, permanentRedirect } from "next/navigation";
import { resourceCategoryIds } from "@/lib/catalogue/resources";
import { localePath } from "@/lib/i18n/locales";
import { localeOf } from "../../layout";

type Params = Promise<{ locale: string; resourceCategory: string }>;

// As in English (app/(site)/resources/[resourceCategory]/page.tsx): a known
// category, named by a resource's breadcrumb, leads to the library in the language.
export const dynamicParams = false;

export function generateStaticParams() {
  return resourceCategoryIds.map((resourceCategory) => ({ resourceCategory }));
}

export default async function LocaleResourceCategoryPage({ params }: { params: Params }) {
  const locale = await localeOf(params);
  if (!(resourceCategoryIds as readonly string[]).includes((await params).resourceCategory)) notFound();
  permanentRedirect(localePath(locale, "/resources"));
}
