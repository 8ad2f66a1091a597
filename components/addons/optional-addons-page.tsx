import { CtaBand } from "@/components/brand/cta-band";
import { TranslatedPageJsonLd } from "@/components/seo/translated-page-json-ld";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import type { Locale } from "@/lib/i18n/locales";
import { pageIn } from "@/lib/pages/page-words";
import { addOnsIn } from "@/lib/pages/pricing";
import { textsFor } from "@/lib/i18n/texts";
import { AddOnCard } from "./addon-card";

/** /optional-addons in any of the site's languages. */
export function OptionalAddOnsPage({ locale }: { locale: Locale }) {
  const page = pageIn(locale, "optionalAddOns");
  const { pricing: texts, catalogue } = textsFor(locale);

  return (
    <>
      <TranslatedPageJsonLd locale={locale} name={page.title} description={page.description} path="/optional-addons" />
      <PageHero title={page.heading} lead={page.lead} />

      <Section id="add-ons" title={texts.addOnsPage.title} intro={`${texts.addOnsPage.intro} ${catalogue.taxNote}`}>
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {addOnsIn(locale).map((addOn) => (
            <li key={addOn.id}>
              <AddOnCard addOn={addOn} texts={texts} locale={locale} />
            </li>
          ))}
        </ul>
      </Section>

      {page.cta ? <CtaBand id="addons-cta" {...page.cta} /> : null}
    </>
  );
}
