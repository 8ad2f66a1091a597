import type { Metadata } from "next";
import { pageTexts } from "@/lib/catalogue/page-texts";
import { pageMetadata } from "@/lib/seo/site-metadata";
import { ResourceCard } from "@/components/resources/resource-card";
import { ResourceLibrary } from "@/components/resources/resource-library.client";
import { ButtonLink } from "@/components/ui/button-link";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { resources } from "@/lib/catalogue/resources";

const texts = pageTexts.resources;

export const metadata: Metadata = pageMetadata(texts);

export default function ResourcesPage() {
  const items = resources.map((resource) => ({
    id: resource.id,
    category: resource.category,
    title: resource.title,
    description: resource.description,
    card: <ResourceCard resource={resource} />,
  }));

  return (
    <>
      <PageHero title={texts.heading} lead={texts.lead} />
      <section aria-labelledby="library-heading" className="px-4 pb-14 sm:px-6">
        <div className="mx-auto max-w-6xl">
          <h2 id="library-heading" className="sr-only">
            Browse Resources
          </h2>
          <ResourceLibrary items={items} />
        </div>
      </section>
      <Section
        id="suggest"
        title="Can't Find What You Need?"
        intro="Tell us which guide or template would help your business and we will consider it for the library."
        className="bg-slate-50 dark:bg-slate-900/50"
      >
        <div className="flex justify-center">
          <ButtonLink href="/contact">Suggest a Resource</ButtonLink>
        </div>
      </Section>
    </>
  );
}
