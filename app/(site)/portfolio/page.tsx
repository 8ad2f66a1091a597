import type { Metadata } from "next";
import { CtaBand } from "@/components/brand/cta-band";
import { StatsStrip } from "@/components/brand/stats-strip";
import { PortfolioFilters } from "@/components/portfolio/portfolio-filters.client";
import { ProjectCard } from "@/components/portfolio/project-card";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { responseTimes } from "@/lib/catalogue/company";
import { allProjectsFilter, portfolioCategories, portfolioHighlights, portfolioProjects } from "@/lib/catalogue/portfolio";

export const metadata: Metadata = {
  title: "Portfolio",
  description:
    "Selected social media, production, video editing, digital marketing and web development projects for businesses across India.",
};

export default function PortfolioPage() {
  return (
    <>
      <PageHero
        title="Our Portfolio"
        lead="A selection of campaigns, shoots, edits and websites we have delivered for startups, local businesses and established brands."
      />

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

      <CtaBand
        id="portfolio-cta"
        title="Ready to Create Your Success Story?"
        text={`Tell us about your project and get a detailed quote within ${responseTimes.quotes}.`}
        quote="Start Your Project"
        other={{ href: "/contact", label: "Talk to Our Team" }}
      />
    </>
  );
}
