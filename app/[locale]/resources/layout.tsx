import type { ReactNode } from "react";
import { Breadcrumb } from "@/components/layout/breadcrumb.client";
import { resourceHref } from "@/lib/catalogue/resources";
import { resourcesIn } from "@/lib/pages/resources";
import { localeOf } from "@/lib/i18n/locale-param";

// The library and its resources draw their own breadcrumb at the top of the
// page, naming categories and resources by their titles in the page's language:
// only here are those names needed, so the shell (on every page) does not carry them.
export default async function ResourcesLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await localeOf(params);
  const { resources, filters } = resourcesIn(locale);
  const names = Object.fromEntries([
    ...filters.filter((filter) => filter.id !== "all").map((filter) => [`/resources/${filter.id}`, filter.label]),
    ...resources.map((resource) => [resourceHref(resource), resource.title]),
  ]) as Record<string, string>;
  return (
    <>
      <Breadcrumb names={names} />
      {children}
    </>
  );
}
