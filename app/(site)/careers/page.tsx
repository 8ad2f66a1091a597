import type { Metadata } from "next";
import { ApplySection } from "@/components/careers/apply-section";
import { JobOpeningCard } from "@/components/careers/job-opening-card";
import { Icon } from "@/components/ui/icon";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { jobOpenings, whyWorkWithUs } from "@/lib/catalogue/careers";
import { JsonLd } from "@/components/seo/json-ld";
import { jobPostingsJsonLd } from "@/lib/seo/structured-data";

export const metadata: Metadata = {
  title: "Careers",
  description: "Join our Hyderabad digital media team: current openings in marketing, video editing, web development, design and content.",
};

export default function CareersPage() {
  return (
    <>
      <JsonLd data={jobPostingsJsonLd()} />
      <PageHero
        title="Join Our Team"
        lead="We are a growing digital media agency in Hyderabad. Bring your ideas and skills, and help businesses across India grow online."
      />
      <Section
        id="openings"
        title="Current Openings"
        intro={`${jobOpenings.length} open positions across marketing, production, technology and operations.`}
      >
        <ul className="mx-auto grid max-w-4xl gap-4">
          {jobOpenings.map((job) => (
            <JobOpeningCard key={job.id} job={job} />
          ))}
        </ul>
      </Section>
      <ApplySection />
      <Section id="why-work-with-us" title="Why Work With Us?" className="bg-slate-50 dark:bg-slate-900/50">
        <ul className="grid gap-6 md:grid-cols-3">
          {whyWorkWithUs.map((point) => (
            <li
              key={point.title}
              className="rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-700 dark:bg-slate-900"
            >
              <span className="mx-auto inline-flex rounded-full bg-indigo-100 p-3 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
                <Icon name={point.icon} className="h-6 w-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{point.title}</h3>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{point.description}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
