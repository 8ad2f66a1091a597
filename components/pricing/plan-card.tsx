import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { getAddOn } from "@/lib/catalogue/addons";
import type { Plan } from "@/lib/catalogue/plans";
import { getService, servicePath } from "@/lib/catalogue/services";
import { BuyNowButton } from "./buy-now-button.client";
import { PlanPrice } from "./plan-price";
import { CheckList } from "@/components/services/check-list";

export function PlanCard({ plan }: { plan: Plan }) {
  const service = getService(plan.serviceId);
  const headingId = `plan-${plan.id}`;
  const addOnNames = plan.optionalAddOns.flatMap((id) => getAddOn(id)?.name ?? []);
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm dark:bg-slate-900 ${
        plan.popular
          ? "border-indigo-600 ring-2 ring-indigo-600 dark:border-indigo-400 dark:ring-indigo-400"
          : "border-slate-200 dark:border-slate-700"
      }`}
    >
      {plan.popular ? (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-indigo-600 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase dark:bg-indigo-500">
          Most Popular
        </p>
      ) : null}
      <div className="flex items-center gap-3">
        {service ? (
          <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
            <Icon name={service.icon} className="h-5 w-5" />
          </span>
        ) : null}
        <div>
          <h3 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
            {plan.name}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-300">{plan.subtitle}</p>
        </div>
      </div>
      <PlanPrice plan={plan} />
      <p className="mt-2 text-slate-600 dark:text-slate-300">{plan.description}</p>
      <CheckList items={plan.features} size="sm" className="mt-5 space-y-2 text-sm text-slate-700 dark:text-slate-200" />
      {addOnNames.length > 0 ? (
        <p className="mt-4 text-xs text-slate-600 dark:text-slate-400">
          <span className="font-semibold">Popular add-ons:</span> {addOnNames.join(", ")}
        </p>
      ) : null}
      <div className="mt-auto flex flex-col gap-2 pt-6">
        <BuyNowButton item={{ kind: "plan", planId: plan.id }} itemName={plan.name} variant={plan.popular ? "primary" : "secondary"} />
        <Link
          href={servicePath(plan.serviceId)}
          className="rounded-sm text-center text-sm font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
        >
          View details<span className="sr-only"> of {plan.name}</span>
        </Link>
      </div>
    </article>
  );
}
