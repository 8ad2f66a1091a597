import type { PortfolioProject } from "@/lib/i18n/records/portfolio";
import type { PortfolioBrowserTexts } from "@/lib/i18n/messages/en/portfolio-texts";

/** A project's client and results, on its card and in its dialog. */
export function ProjectFacts({
  project,
  labels,
}: {
  project: Pick<PortfolioProject, "client" | "results">;
  labels: Pick<PortfolioBrowserTexts, "client" | "results">;
}) {
  return (
    <dl className="grid gap-3 text-sm">
      <div>
        <dt className="font-semibold text-ink">{labels.client}</dt>
        <dd className="text-muted">{project.client}</dd>
      </div>
      <div>
        <dt className="font-semibold text-ink">{labels.results}</dt>
        <dd className="text-emerald-700 dark:text-emerald-300">{project.results}</dd>
      </div>
    </dl>
  );
}
