import type { ReactNode } from "react";
import type { Feature } from "@/lib/i18n/records/features";
import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/lib/catalogue/icons";

/** An icon in its tinted square: the mark of a feature, a service or a statement. */
export function IconTile({ name }: { name: IconName }) {
  return (
    <span className="icon-tile tint-indigo h-11 w-11">
      <Icon name={name} className="h-6 w-6" />
    </span>
  );
}

/**
 * An icon, a title (h3) and a short description, then whatever the card adds
 * below them (a price, a list, a link), pushed to the bottom with mt-auto.
 */
export function FeatureCard({ feature, children }: { feature: Feature; children?: ReactNode }) {
  return (
    <div className="card flex h-full flex-col">
      <IconTile name={feature.icon} />
      <h3 className="mt-4 text-lg font-semibold text-ink">{feature.title}</h3>
      <p className="mt-2 text-muted">{feature.description}</p>
      {children}
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

const roundMarks = {
  tint: "inline-flex rounded-full bg-indigo-100 p-3 text-accent dark:bg-indigo-950",
  bold: "inline-flex h-14 w-14 items-center justify-center rounded-full bg-gradient-to-br from-indigo-600 to-violet-600 text-white",
} as const;

/** Features centred in three columns under a round mark, quietly tinted or boldly filled. */
export function CentredFeatureList({ features, mark }: { features: readonly Feature[]; mark: keyof typeof roundMarks }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {features.map((feature) => (
        <li key={feature.title} className="card text-center">
          <span className={`mx-auto ${roundMarks[mark]}`}>
            <Icon name={feature.icon} className={mark === "bold" ? "h-7 w-7" : "h-6 w-6"} />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-ink">{feature.title}</h3>
          <p className="mt-2 text-muted">{feature.description}</p>
        </li>
      ))}
    </ul>
  );
}
