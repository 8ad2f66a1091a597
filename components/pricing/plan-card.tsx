import { Icon } from "@/components/ui/icon";
import type { PricingTexts } from "@/lib/i18n/messages/en/pricing-texts";
import { fill } from "@/lib/i18n/fill";
import type { PlanView } from "@/lib/pages/pricing";
import { BuyNowButton } from "./buy-now-button.client";
import { PlanPrice } from "./plan-price";
import { CheckList } from "@/components/services/check-list";

/** A plan's card; its Buy Now asks for its words (components/ui/words.client.tsx). */
export function PlanCard({ plan, texts }: { plan: PlanView; texts: PricingTexts["plan"] }) {
  const headingId = `plan-${plan.id}`;
  return (
    <article aria-labelledby={headingId} className={plan.popular ? "plan-card plan-card-popular" : "plan-card"}>
      {plan.popular ? (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-indigo-600 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase dark:bg-indigo-500">
          {texts.mostPopular}
        </p>
      ) : null}
      <div className="flex items-center gap-3">
        <span className="icon-tile tint-indigo">
          <Icon name={plan.icon} className="h-5 w-5" />
        </span>
        <div>
          <h3 id={headingId} className="text-lg font-semibold text-ink">
            {plan.name}
          </h3>
          <p className="text-sm text-muted">{plan.subtitle}</p>
        </div>
      </div>
      <PlanPrice plan={plan} texts={texts} />
      <p className="mt-2 text-muted">{plan.description}</p>
      <CheckList items={plan.features} size="sm" className="mt-5 space-y-2 text-sm text-slate-700 dark:text-slate-200" />
      {plan.addOnNames.length > 0 ? (
        <p className="mt-4 text-xs text-slate-600 dark:text-slate-400">
          <span className="font-semibold">{texts.popularAddOns}</span> {plan.addOnNames.join(", ")}
        </p>
      ) : null}
      <div className="mt-auto flex flex-col gap-2 pt-6">
        <BuyNowButton item={{ kind: "plan", planId: plan.id }} itemName={plan.name} variant={plan.popular ? "primary" : "secondary"} />
        <a href={plan.detailsHref} className="rounded-sm text-center text-sm font-semibold text-accent hover:underline">
          {texts.viewDetails}
          <span className="sr-only">{fill(texts.viewDetailsOf, { name: plan.name })}</span>
        </a>
      </div>
    </article>
  );
}
