import { ButtonLink } from "@/components/ui/button-link";
import { Icon } from "@/components/ui/icon";
import { rentalPeriods, type RentalRate } from "@/lib/catalogue/equipment";
import { type EquipmentCategory } from "@/lib/i18n/records/equipment";
import type { PricingTexts } from "@/lib/i18n/messages/en/pricing-texts";
import { formatInr } from "@/lib/format/inr";
import { fill } from "@/lib/i18n/fill";
import { CheckList } from "@/components/services/check-list";

/** Rental categories with their daily, weekly and monthly rates; Book leads to a production quote. */
export function EquipmentRates({
  categories,
  texts,
  quoteHref,
}: {
  categories: readonly EquipmentCategory[];
  texts: PricingTexts["rental"];
  quoteHref: string;
}) {
  const rateText = (rate: RentalRate) => (rate === "custom" ? texts.custom : formatInr(rate));
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {categories.map((item) => (
        <li key={item.id} className="card flex flex-col">
          <span className="icon-tile tint-amber">
            <Icon name={item.icon} className="h-5 w-5" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-ink">{item.category}</h3>
          <dl className="mt-4 divide-y divide-slate-200 text-sm dark:divide-slate-700">
            {rentalPeriods.map((period) => (
              <div key={period} className="flex justify-between py-2">
                <dt className="text-muted">{texts[period]}</dt>
                <dd className="font-semibold text-ink">{rateText(item[period])}</dd>
              </div>
            ))}
          </dl>
          <h4 className="mt-4 text-sm font-semibold text-ink">{texts.included}</h4>
          <CheckList items={item.included} size="sm" className="mt-2 space-y-1.5 text-sm text-slate-700 dark:text-slate-200" />
          <div className="mt-auto pt-6">
            <ButtonLink
              href={quoteHref}
              variant="secondary"
              className="w-full"
              aria-label={fill(texts.bookLabel, { category: item.category })}
            >
              {texts.book}
            </ButtonLink>
          </div>
        </li>
      ))}
    </ul>
  );
}
