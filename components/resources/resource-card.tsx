import { DownloadLink } from "./download-link";
import { CategoryBadge, ResourceFacts } from "./resource-meta";
import { Icon } from "@/components/ui/icon";
import { buttonClasses } from "@/components/ui/button-link";
import { fill } from "@/lib/i18n/fill";
import type { Locale } from "@/lib/i18n/locales";
import type { ResourceView } from "@/lib/pages/resources";
import type { resourceTexts } from "@/lib/i18n/messages/en/resource-texts";

const typeIcons = { pdf: "file-text", zip: "layers", xlsx: "bar-chart" } as const;

export function ResourceCard({
  resource,
  texts,
  locale,
}: {
  resource: ResourceView;
  texts: Omit<typeof resourceTexts, "library" | "actions">;
  locale: Locale;
}) {
  return (
    <article className="card flex h-full flex-col">
      <div className="flex items-start justify-between gap-3">
        <span className="rounded-lg bg-slate-100 p-2.5 text-accent dark:bg-slate-800">
          <Icon name={typeIcons[resource.type]} className="h-6 w-6" />
        </span>
        <CategoryBadge resource={resource} />
      </div>
      <h3 className="mt-4 text-lg font-semibold text-ink">{resource.title}</h3>
      <p className="mt-2 flex-1 text-muted">{resource.description}</p>
      <ResourceFacts resource={resource} texts={texts} locale={locale} className="mt-4" />
      <div className="mt-5 flex flex-wrap gap-3">
        <DownloadLink resource={resource} texts={texts} className="flex-1" />
        <a
          href={resource.href}
          className={buttonClasses("secondary", "flex-1")}
          aria-label={fill(texts.detailsLabel, { title: resource.title })}
        >
          {texts.details}
        </a>
      </div>
    </article>
  );
}
