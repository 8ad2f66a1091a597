import { CtaBand } from "@/components/brand/cta-band";
import { StatsStrip } from "@/components/brand/stats-strip";
import { TranslatedPageJsonLd } from "@/components/seo/translated-page-json-ld";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { allProjectsFilter } from "@/lib/i18n/records/portfolio";
import { fill } from "@/lib/i18n/fill";
import type { Locale } from "@/lib/i18n/locales";
import { portfolioIn } from "@/lib/pages/portfolio";
import { PortfolioFilters } from "./portfolio-filters.client";
import { ProjectCard } from "./project-card";

/** /portfolio in any of the site's languages. */
export function PortfolioPage({ locale }: { locale: Locale }) {
  const { page, texts, filters, categoryOf, projects, highlights } = portfolioIn(locale);

  return (
    <>
      <TranslatedPageJsonLd locale={locale} name={page.title} description={page.description} path="/portfolio" />
      <PageHero title={page.heading} lead={page.lead} />

      <Section id="projects" title={texts.projects} intro={texts.projectsIntro}>
        <PortfolioFilters
          allId={allProjectsFilter.id}
          filters={filters}
          texts={texts.browser}
          items={projects.map((project) => ({
            id: project.id,
            category: project.category,
            card: (
              <ProjectCard
                project={project}
                category={categoryOf(project.category)}
                playLabel={fill(texts.playVideo, { title: project.title })}
                factLabels={texts.browser}
              />
            ),
          }))}
        />
      </Section>

      <Section id="highlights" title={texts.highlights} className="bg-slate-50 dark:bg-slate-900/40">
        <StatsStrip stats={highlights} label={texts.highlightsLabel} />
      </Section>

      {page.cta ? <CtaBand id="portfolio-cta" {...page.cta} /> : null}
    </>
  );
}
