import type { Metadata } from "next";
import { pageTexts } from "@/lib/catalogue/page-texts";
import { pageMetadata } from "@/lib/seo/site-metadata";
import Link from "next/link";
import { AddOnCard } from "@/components/addons/addon-card";
import { CtaBand } from "@/components/brand/cta-band";
import { BillingCycleProvider, BillingToggle } from "@/components/pricing/billing-cycle.client";
import { EquipmentRates } from "@/components/pricing/equipment-rates";
import { FaqAccordion } from "@/components/pricing/faq-accordion.client";
import { PlanCard } from "@/components/pricing/plan-card";
import { ButtonLink } from "@/components/ui/button-link";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { addOns } from "@/lib/catalogue/addons";
import { contactPath } from "@/lib/catalogue/contact-options";
import { pricingFaqs } from "@/lib/catalogue/faqs";
import { enterpriseOffer, plans } from "@/lib/catalogue/plans";
import { JsonLd } from "@/components/seo/json-ld";
import { faqJsonLd } from "@/lib/seo/structured-data";
import { CheckList } from "@/components/services/check-list";

const texts = pageTexts.pricing;

export const metadata: Metadata = pageMetadata(texts);

export default function PricingPage() {
  return (
    <>
      <JsonLd data={faqJsonLd(pricingFaqs)} />
      <PageHero title={texts.heading} lead={texts.lead} />

      <Section id="plans" title="Core Service Plans" intro="Starting prices for each of our five services.">
        <BillingCycleProvider>
          <BillingToggle />
          {/* Five cards: 3 + 2 centred on wide screens, so each card keeps room for its name and price. */}
          <ul className="mt-12 flex flex-wrap justify-center gap-8">
            {plans.map((plan) => (
              <li key={plan.id} className="w-full md:w-[calc((100%-2rem)/2)] lg:w-[calc((100%-4rem)/3)]">
                <PlanCard plan={plan} />
              </li>
            ))}
          </ul>
        </BillingCycleProvider>
      </Section>

      <Section
        id="add-ons"
        title="Optional Add-ons"
        intro="Extend any plan with these extras."
        className="bg-slate-50 dark:bg-slate-900/40"
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {addOns.map((addOn) => (
            <li key={addOn.id}>
              <AddOnCard addOn={addOn} detailed={false} />
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <Link href="/optional-addons" className="rounded-sm font-semibold text-indigo-700 hover:underline dark:text-indigo-300">
            Compare all add-ons in detail
          </Link>
        </p>
      </Section>

      <Section
        id="equipment"
        title="Equipment Rental Pricing"
        intro="Professional production gear by the day, week or month. Crew and production support are quoted per project."
      >
        <EquipmentRates />
      </Section>

      <Section id="enterprise" title={enterpriseOffer.title} className="bg-slate-50 dark:bg-slate-900/40">
        <div className="mx-auto grid max-w-5xl items-center gap-8 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm md:grid-cols-2 dark:border-slate-700 dark:bg-slate-900">
          <div>
            <p className="text-lg text-slate-700 dark:text-slate-300">{enterpriseOffer.description}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <ButtonLink href={contactPath("custom")}>Contact Sales</ButtonLink>
              <ButtonLink href="/quote" variant="secondary">
                Get Custom Quote
              </ButtonLink>
            </div>
          </div>
          <CheckList items={enterpriseOffer.points} className="space-y-3 text-slate-700 dark:text-slate-200" itemClassName="gap-3" />
        </div>
      </Section>

      <Section id="faq" title="Frequently Asked Questions">
        <FaqAccordion faqs={pricingFaqs} />
      </Section>

      <CtaBand id="pricing-cta" {...texts.cta} />
    </>
  );
}
