import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { JobOpeningPage } from "@/components/careers/job-opening-page";
import { jobOpenings } from "@/lib/i18n/records/careers";
import { jobPath } from "@/lib/catalogue/careers";
import { jobOpeningIn } from "@/lib/pages/careers";
import { pageMetadata } from "@/lib/seo/site-metadata";
import { localeOf } from "@/lib/i18n/locale-param";

type Params = Promise<{ locale: string; opening: string }>;

// One page per opening in each language, prerendered; any other address is the site's 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return jobOpenings.map((job) => ({ opening: job.id }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await localeOf(params);
  const opening = jobOpeningIn(locale, (await params).opening);
  if (!opening) return {};
  return pageMetadata(locale, jobPath(opening.job), { title: opening.words.title, description: opening.words.summary });
}

export default async function JobOpeningRoute({ params }: { params: Params }) {
  const locale = await localeOf(params);
  const { opening } = await params;
  if (!jobOpeningIn(locale, opening)) notFound();
  return <JobOpeningPage locale={locale} id={opening} />;
}
