import type { Feature } from "@/lib/catalogue/features";
import { Icon } from "@/components/ui/icon";

/** An icon, a title (h3) and a short description. */
export function FeatureCard({ feature }: { feature: Feature }) {
  return (
    <div className="card h-full">
      <span className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
        <Icon name={feature.icon} className="h-6 w-6" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{feature.title}</h3>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{feature.description}</p>
    </div>
  );
}

/** Feature cards in a responsive grid, as a list. */
export function FeatureGrid({ features, columns = 3 }: { features: readonly Feature[]; columns?: 2 | 3 | 4 }) {
  const layout = { 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3", 4: "md:grid-cols-2 lg:grid-cols-4" }[columns];
  return (
    <ul className={`grid gap-6 ${layout}`}>
      {features.map((feature) => (
        <li key={feature.title}>
          <FeatureCard feature={feature} />
        </li>
      ))}
    </ul>
  );
}
