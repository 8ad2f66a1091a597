import type { Stat } from "@/lib/i18n/records/stats";
import { Icon } from "@/components/ui/icon";

/** A row of headline figures; the label names the list for assistive technology where no heading names its section. */
export function StatsStrip({ stats, label }: { stats: readonly Stat[]; label?: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {stats.map((stat) => (
        <li key={stat.label} className="stat">
          <Icon name={stat.icon} />
          <span className="mt-3 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{stat.number}</span>
          <span className="mt-1 text-sm font-medium text-muted">{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
