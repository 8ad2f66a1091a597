"use client";

import { usePageLocale } from "@/components/ui/words.client";
import type { PortfolioCategory, PortfolioProject } from "@/lib/i18n/records/portfolio";
import { pathIn } from "@/lib/i18n/locales";
import { usePortfolioTexts } from "./portfolio-filters.client";
import { ProjectFacts } from "./project-facts";
import { ProjectIllustration } from "./project-illustration";

/** A project's details in its dialog (project-details-dialog.client.tsx), loaded on the first open. */
export function ProjectDetailsBody({ project, category }: { project: PortfolioProject; category: PortfolioCategory }) {
  const texts = usePortfolioTexts();
  const locale = usePageLocale();
  return (
    <div className="px-6 pt-4 pb-6">
      <ProjectIllustration category={project.category} icon={category.icon} description={project.image} />
      <p className="mt-4 text-xs font-semibold tracking-wide text-accent uppercase">{category.label}</p>
      <p className="mt-2 text-slate-700 dark:text-slate-200">{project.description}</p>
      <div className="mt-4">
        <ProjectFacts project={project} labels={texts} />
      </div>
      <a
        href={pathIn(locale, `/quote?service=${category.serviceId}`)}
        className="mt-6 inline-flex items-center gap-1 rounded-sm font-semibold text-accent hover:underline"
      >
        {texts.similar} <span aria-hidden="true">→</span>
      </a>
    </div>
  );
}
