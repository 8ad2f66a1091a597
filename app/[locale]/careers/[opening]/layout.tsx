import type { ReactNode } from "react";
import { Breadcrumb } from "@/components/layout/breadcrumb.client";
import { jobPath } from "@/lib/catalogue/careers";
import { jobOpeningIn } from "@/lib/pages/careers";
import { localeOf } from "@/lib/i18n/locale-param";

// An opening's page draws its own breadcrumb, named by the opening's title in the
// page's language, as the library does (app/[locale]/resources/layout.tsx): only
// here is the title needed, so the shell on every page does not carry seven of them.
export default async function JobOpeningLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string; opening: string }>;
}) {
  const locale = await localeOf(params);
  const opening = jobOpeningIn(locale, (await params).opening);
  return (
    <>
      {opening ? <Breadcrumb names={{ [jobPath(opening.job)]: opening.words.title }} /> : null}
      {children}
    </>
  );
}
