/** A row of small labels: an industry's services, a resource's tags. */
export function TagList({ items, label, className }: { items: readonly string[]; label?: string; className: string }) {
  return (
    <ul aria-label={label} className={`flex flex-wrap gap-2 ${className}`}>
      {items.map((item) => (
        <li
          key={item}
          className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
