import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/lib/catalogue/icons";

/** A list with a mark (a check by default) before each item. */
export function CheckList({
  items,
  icon = "check-circle",
  iconClassName = "text-emerald-600 dark:text-emerald-400",
  className = "",
}: {
  items: readonly string[];
  icon?: IconName;
  iconClassName?: string;
  className?: string;
}) {
  return (
    <ul className={`space-y-2 text-slate-700 dark:text-slate-200 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Icon name={icon} className={`mt-0.5 h-5 w-5 shrink-0 ${iconClassName}`} />
          {item}
        </li>
      ))}
    </ul>
  );
}
