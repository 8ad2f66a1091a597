import { AddOnCard } from "@/components/addons/addon-card";
import { CtaBand } from "@/components/brand/cta-band";
import { JsonLd } from "@/components/seo/json-ld";
import { TranslatedPageJsonLd } from "@/components/seo/translated-page-json-ld";
import { CheckList } from "@/components/services/check-list";
import { ButtonLink } from "@/components/ui/button-link";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { contactPath } from "@/lib/catalogue/contact-options";
import { quotePath } from "@/lib/catalogue/quote-path";
import { pathIn, type Locale } from "@/lib/i18n/locales";
import { pageIn } from "@/lib/pages/page-words";
import { pricingIn } from "@/lib/pages/pricing";
import { faqJsonLd } from "@/lib/seo/structured-data";
import { BillingCycleProvider, BillingToggle } from "./billing-cycle.client";
import { EquipmentRates } from "./equipment-rates";
import { FaqAccordion } from "./faq-accordion.client";
import { BuyNowWords } from "./buy-now-words";
import { PlanCard } from "./plan-card";

/** /pricing in any of the site's languages. */
export function PricingPage({ locale }: { locale: Locale }) {
  const page = pageIn(locale, "pricing");
  const { texts, plans, addOns, equipment, enterprise, faqs, buyNow } = pricingIn(locale);

  return (
    <>
      <TranslatedPageJsonLd locale={locale} name={page.title} description={page.description} path="/pricing" />
      <JsonLd data={faqJsonLd(faqs, locale === "en" ? undefined : locale)} />
      <PageHero title={page.heading} lead={page.lead} />

      <Section id="plans" title={texts.plans} intro={texts.plansIntro}>
        <BuyNowWords locale={locale} words={buyNow}>
          <BillingCycleProvider>
            <BillingToggle texts={texts.billing} />
            {/* Five cards: 3 + 2 centred on wide screens, so each card keeps room for its name and price. */}
            <ul className="mt-12 flex flex-wrap justify-center gap-8">
              {plans.map((plan) => (
                <li key={plan.id} className="plan-slot">
                  <PlanCard plan={plan} texts={texts.plan} />
                </li>
              ))}
            </ul>
          </BillingCycleProvider>
        </BuyNowWords>
      </Section>

      <Section id="add-ons" title={texts.addOns} intro={texts.addOnsIntro} className="bg-slate-50 dark:bg-slate-900/40">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {addOns.map((addOn) => (
            <li key={addOn.id}>
              <AddOnCard addOn={addOn} texts={texts} locale={locale} detailed={false} />
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <a href={pathIn(locale, "/optional-addons")} className="rounded-sm font-semibold text-accent hover:underline">
            {texts.compareAddOns}
          </a>
        </p>
      </Section>

      <Section id="equipment" title={texts.equipment} intro={texts.equipmentIntro}>
        <EquipmentRates categories={equipment} texts={texts.rental} quoteHref={pathIn(locale, quotePath("production"))} />
      </Section>

      <Section id="enterprise" title={enterprise.title} className="bg-slate-50 dark:bg-slate-900/40">
        <div className="mx-auto grid max-w-5xl items-center gap-8 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm md:grid-cols-2 dark:border-slate-700 dark:bg-slate-900">
          <div>
            <p className="text-lg text-slate-700 dark:text-slate-300">{enterprise.description}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <ButtonLink href={pathIn(locale, contactPath("custom"))}>{texts.contactSales}</ButtonLink>
              <ButtonLink href={pathIn(locale, quotePath())} variant="secondary">
                {texts.customQuote}
              </ButtonLink>
            </div>
          </div>
          <CheckList items={enterprise.points} className="space-y-3 text-slate-700 dark:text-slate-200" itemClassName="gap-3" />
        </div>
      </Section>

      <Section id="faq" title={texts.faq}>
        <FaqAccordion faqs={faqs} />
      </Section>

      {page.cta ? <CtaBand id="pricing-cta" {...page.cta} /> : null}
    </>
  );
}
