import type { ReactNode } from "react";
import { Breadcrumb } from "@/components/layout/breadcrumb.client";
import { jobPath } from "@/lib/catalogue/careers";
import { jobOpeningIn } from "@/lib/i18n/careers";
import { localeOf } from "@/lib/i18n/locale-param";

// A translated opening's page draws its own breadcrumb, as the translated
// library does (app/[locale]/resources/layout.tsx): only here is the opening's
// title in the language needed, so the shell on every translated page does not
// carry seven of them. In English the shell's breadcrumb names it from its address.
export default async function JobOpeningLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string; opening: string }>;
}) {
  const locale = await localeOf(params);
  const opening = locale === "en" ? undefined : jobOpeningIn(locale, (await params).opening);
  return (
    <>
      {opening ? <Breadcrumb names={{ [jobPath(opening.job)]: opening.words.title }} /> : null}
      {children}
    </>
  );
}
