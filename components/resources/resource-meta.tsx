import { FormattedDate } from "@/components/legal/formatted-date";
import type { Locale } from "@/lib/i18n/locales";
import type { ResourceView } from "@/lib/pages/resources";

export function CategoryBadge({ resource }: { resource: Pick<ResourceView, "categoryLabel"> }) {
  return (
    <span className="rounded-full bg-indigo-100 px-3 py-1 text-xs font-semibold text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200">
      {resource.categoryLabel}
    </span>
  );
}

/** Type, size and date as a description list, the date written in the page's language. */
export function ResourceFacts({
  resource,
  texts,
  locale,
  className = "",
}: {
  resource: ResourceView;
  texts: { type: string; size: string; published: string };
  locale: Locale;
  className?: string;
}) {
  const facts = [
    { label: texts.type, value: resource.typeLabel },
    { label: texts.size, value: resource.fileSize },
    { label: texts.published, value: <FormattedDate iso={resource.date} locale={locale} /> },
  ];
  return (
    <dl className={`flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted ${className}`}>
      {facts.map((fact) => (
        <div key={fact.label} className="flex gap-1">
          <dt>{fact.label}:</dt>
          <dd className="font-medium text-slate-800 dark:text-slate-100">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
