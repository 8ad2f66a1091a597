import type { Metadata } from "next";
import { AddOnCard } from "@/components/addons/addon-card";
import { CtaBand } from "@/components/brand/cta-band";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { addOns } from "@/lib/catalogue/addons";
import { taxNote } from "@/lib/catalogue/services";

export const metadata: Metadata = {
  title: "Optional Add-on Services",
  description:
    "Eight add-ons to extend any plan: graphic design, paid ads boost, SEO, brand identity, reels, audits, copywriting and priority support, priced in INR.",
};

export default function OptionalAddOnsPage() {
  return (
    <>
      <PageHero
        title="Optional Add-on Services"
        lead="Extend any of our core services with focused extras, added when you need them and priced upfront."
      />

      <Section id="add-ons" title="Choose Your Add-ons" intro={`One-time unless marked per month. ${taxNote}`}>
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {addOns.map((addOn) => (
            <li key={addOn.id}>
              <AddOnCard addOn={addOn} />
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        id="addons-cta"
        title="Need Something Different?"
        text="Combine add-ons with a core service, or tell us what you have in mind and we'll tailor a package."
        quote="Get a Custom Quote"
        other={{ href: "/services", label: "Explore Core Services" }}
      />
    </>
  );
}
