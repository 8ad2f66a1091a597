import { FormattedDate } from "@/components/legal/formatted-date";
import { resourceCategoryLabels, resourceTypeLabels, type Resource } from "@/lib/catalogue/resources";

export function CategoryBadge({ resource }: { resource: Pick<Resource, "category"> }) {
  return (
    <span className="rounded-full bg-indigo-100 px-3 py-1 text-xs font-semibold text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200">
      {resourceCategoryLabels[resource.category]}
    </span>
  );
}

/** Type, size and date as a description list. */
export function ResourceFacts({ resource, className = "" }: { resource: Resource; className?: string }) {
  const facts = [
    { label: "Type", value: resourceTypeLabels[resource.type] },
    { label: "Size", value: resource.fileSize },
    { label: "Published", value: <FormattedDate iso={resource.date} /> },
  ];
  return (
    <dl className={`flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600 dark:text-slate-300 ${className}`}>
      {facts.map((fact) => (
        <div key={fact.label} className="flex gap-1">
          <dt>{fact.label}:</dt>
          <dd className="font-medium text-slate-800 dark:text-slate-100">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
