import { ButtonLink } from "@/components/ui/button-link";
import { Icon } from "@/components/ui/icon";
import type { AddOn } from "@/lib/i18n/records/addons";
import type { PricingTexts } from "@/lib/i18n/messages/en/pricing-texts";
import { quotePath } from "@/lib/catalogue/quote-path";
import { fill } from "@/lib/i18n/fill";
import { pathIn, type Locale } from "@/lib/i18n/locales";
import { AddOnPrice } from "./addon-price";
import { CheckList } from "@/components/services/check-list";

/** An add-on with its price, what it includes and who it suits; the action requests a quote for it. */
export function AddOnCard({
  addOn,
  texts,
  locale,
  detailed = true,
}: {
  addOn: AddOn;
  texts: PricingTexts;
  locale: Locale;
  detailed?: boolean;
}) {
  return (
    <article aria-labelledby={`addon-${addOn.id}`} className="card flex h-full flex-col">
      <div className="flex items-start justify-between gap-3">
        <span className="icon-tile tint-violet">
          <Icon name={addOn.icon} className="h-5 w-5" />
        </span>
        {addOn.note ? (
          <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            {addOn.note}
          </span>
        ) : null}
      </div>
      <h3 id={`addon-${addOn.id}`} className="mt-4 text-lg font-semibold text-ink">
        {addOn.name}
      </h3>
      <div className="mt-2">
        <AddOnPrice addOn={addOn} texts={texts.plan} />
      </div>
      <p className="mt-2 text-sm text-muted">{addOn.description}</p>
      {detailed ? (
        <>
          <CheckList items={addOn.features} size="sm" className="mt-4 space-y-1.5 text-sm text-slate-700 dark:text-slate-200" />
          <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
            <span className="font-semibold">{texts.addOn.idealFor}</span> {addOn.idealFor}
          </p>
        </>
      ) : null}
      <div className="mt-auto pt-6">
        <ButtonLink
          href={pathIn(locale, quotePath(addOn.id))}
          variant="secondary"
          className="w-full"
          aria-label={fill(texts.addOn.requestLabel, { name: addOn.name })}
        >
          {texts.addOn.request}
        </ButtonLink>
      </div>
    </article>
  );
}
