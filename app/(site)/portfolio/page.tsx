import type { Metadata } from "next";
import { pageTexts } from "@/lib/catalogue/page-texts";
import { pageMetadata } from "@/lib/seo/site-metadata";
import { CtaBand } from "@/components/brand/cta-band";
import { StatsStrip } from "@/components/brand/stats-strip";
import { PortfolioFilters } from "@/components/portfolio/portfolio-filters.client";
import { ProjectCard } from "@/components/portfolio/project-card";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { allProjectsFilter, portfolioCategories, portfolioHighlights, portfolioProjects } from "@/lib/catalogue/portfolio";

const texts = pageTexts.portfolio;

export const metadata: Metadata = pageMetadata(texts);

export default function PortfolioPage() {
  return (
    <>
      <PageHero title={texts.heading} lead={texts.lead} />

      <Section id="projects" title="Featured Projects" intro="Filter by service to see the work closest to what you need.">
        <PortfolioFilters
          allId={allProjectsFilter.id}
          filters={[allProjectsFilter, ...portfolioCategories]}
          items={portfolioProjects.map((project) => ({
            id: project.id,
            category: project.category,
            card: <ProjectCard project={project} />,
          }))}
        />
      </Section>

      <Section id="highlights" title="Portfolio Highlights" className="bg-slate-50 dark:bg-slate-900/40">
        <StatsStrip stats={portfolioHighlights} label="Portfolio highlights" />
      </Section>

      <CtaBand id="portfolio-cta" {...texts.cta} />
    </>
  );
}
