import type { Metadata } from "next";
import { pageTexts } from "@/lib/catalogue/page-texts";
import { pageMetadata } from "@/lib/seo/site-metadata";
import { AddOnCard } from "@/components/addons/addon-card";
import { CtaBand } from "@/components/brand/cta-band";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { addOns } from "@/lib/catalogue/addons";
import { taxNote } from "@/lib/catalogue/services";

const texts = pageTexts.optionalAddOns;

export const metadata: Metadata = pageMetadata(texts);

export default function OptionalAddOnsPage() {
  return (
    <>
      <PageHero title={texts.heading} lead={texts.lead} />

      <Section id="add-ons" title="Choose Your Add-ons" intro={`One-time unless marked per month. ${taxNote}`}>
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {addOns.map((addOn) => (
            <li key={addOn.id}>
              <AddOnCard addOn={addOn} />
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand id="addons-cta" {...texts.cta} />
    </>
  );
}
