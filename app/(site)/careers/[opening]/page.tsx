import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { JobOpeningPage } from "@/components/careers/job-opening-page";
import { findJobOpening, jobOpenings, jobPath } from "@/lib/catalogue/careers";
import { languageAlternates } from "@/lib/seo/language-alternates";

type Params = { opening: string };

// One page per opening, prerendered; any other address is the site's 404.
export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return jobOpenings.map((job) => ({ opening: job.id }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const job = findJobOpening((await params).opening);
  if (!job) return {};
  return { title: job.title, description: job.summary, alternates: languageAlternates("en", jobPath(job)) };
}

export default async function EnglishJobOpeningPage({ params }: { params: Promise<Params> }) {
  const { opening } = await params;
  if (!findJobOpening(opening)) notFound();
  return <JobOpeningPage locale="en" id={opening} />;
}
