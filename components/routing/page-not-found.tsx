import type { ReactNode } from "react";
import { ButtonLink } from "@/components/ui/button-link";
import { PageHero } from "@/components/ui/page-hero";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { textsFor } from "@/lib/i18n/texts";

/** The site's 404 screen in a language: what happened, and the ways on from here in that language. */
export function PageNotFound({ locale, children }: { locale: Locale; children?: ReactNode }) {
  const { notFound } = textsFor(locale);
  return (
    <PageHero title={notFound.title} lead={notFound.lead}>
      <ButtonLink href={localePath(locale, "/")}>{notFound.home}</ButtonLink>
      <ButtonLink href={localePath(locale, "/services")} variant="secondary">
        {notFound.services}
      </ButtonLink>
      <ButtonLink href={localePath(locale, "/contact")} variant="secondary">
        {notFound.contact}
      </ButtonLink>
      {children}
    </PageHero>
  );
}
