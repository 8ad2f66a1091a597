import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { JobOpeningPage } from "@/components/careers/job-opening-page";
import { jobOpenings, jobPath } from "@/lib/catalogue/careers";
import { jobOpeningIn } from "@/lib/i18n/careers";
import { languageAlternates } from "@/lib/seo/language-alternates";
import { localeOf } from "../../layout";

type Params = Promise<{ locale: string; opening: string }>;

// As in English (app/(site)/careers/[opening]/page.tsx): the seven openings, prerendered in each language.
export const dynamicParams = false;

export function generateStaticParams() {
  return jobOpenings.map((job) => ({ opening: job.id }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await localeOf(params);
  const opening = jobOpeningIn(locale, (await params).opening);
  if (!opening) return {};
  return { title: opening.words.title, description: opening.words.summary, alternates: languageAlternates(locale, jobPath(opening.job)) };
}

export default async function LocaleJobOpeningPage({ params }: { params: Params }) {
  const locale = await localeOf(params);
  const { opening } = await params;
  if (!jobOpeningIn(locale, opening)) notFound();
  return <JobOpeningPage locale={locale} id={opening} />;
}
