import { VideoPlaceholderButton } from "@/components/brand/video-placeholder-button.client";
import { Icon } from "@/components/ui/icon";
import type { PortfolioCategory, PortfolioProject } from "@/lib/i18n/records/portfolio";
import type { PortfolioBrowserTexts } from "@/lib/i18n/messages/en/portfolio-texts";
import { ProjectDetailsDialog } from "./project-details-dialog.client";
import { ProjectFacts } from "./project-facts";
import { ProjectIllustration } from "./project-illustration";

function PlayOverlay({ label }: { label: string }) {
  return (
    <VideoPlaceholderButton
      label={label}
      className="absolute inset-0 m-auto inline-flex h-16 w-16 items-center justify-center rounded-full bg-white/90 text-indigo-700 shadow-lg hover:bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white motion-safe:transition-transform motion-safe:hover:scale-105"
    >
      <Icon name="play" className="ml-1 h-7 w-7 fill-current" />
    </VideoPlaceholderButton>
  );
}

/** A portfolio card (h3) whose View button opens the same facts in a dialog (drawn in the browser from the project's data). */
export function ProjectCard({
  project,
  category,
  playLabel,
  factLabels,
}: {
  project: PortfolioProject;
  category: PortfolioCategory;
  /** The Play button's name, for a video project. */
  playLabel: string;
  factLabels: Pick<PortfolioBrowserTexts, "client" | "results">;
}) {
  const isVideo = project.category === "editing";

  return (
    <article className="card flex h-full flex-col overflow-hidden p-0">
      <ProjectIllustration category={project.category} icon={category.icon} description={project.image}>
        {isVideo ? <PlayOverlay label={playLabel} /> : null}
      </ProjectIllustration>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold tracking-wide text-accent uppercase">{category.label}</p>
        <h3 className="mt-2 text-lg font-semibold text-ink">{project.title}</h3>
        <p className="mt-2 text-muted">{project.description}</p>
        <div className="mt-4">
          <ProjectFacts project={project} labels={factLabels} />
        </div>
        <div className="mt-auto pt-6">
          <ProjectDetailsDialog project={project} category={category} />
        </div>
      </div>
    </article>
  );
}
