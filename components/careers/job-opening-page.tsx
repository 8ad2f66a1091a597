import Link from "next/link";
import { JsonLd } from "@/components/seo/json-ld";
import { ButtonLink } from "@/components/ui/button-link";
import { Icon } from "@/components/ui/icon";
import { PageHero } from "@/components/ui/page-hero";
import { jobOpeningIn } from "@/lib/pages/careers";
import { longDateIn } from "@/lib/i18n/dates";
import { fill } from "@/lib/i18n/fill";
import type { Locale } from "@/lib/i18n/locales";
import { jobPostingJsonLd } from "@/lib/seo/structured-data";

/**
 * /careers/<opening> in any of the site's languages: what the role is, where and
 * how it is worked, its dates, its duties, requirements and pay, how to apply,
 * and Apply Now to the form with it chosen. Its
 * JobPosting is the page's one posting, in the page's language.
 */
export function JobOpeningPage({ locale, id }: { locale: Locale; id: string }) {
  const opening = jobOpeningIn(locale, id);
  if (!opening) return null;
  const { job, words, typeLabel, payText, howToApply, texts, careersPath, applyHref } = opening;
  const date = (iso: string) => longDateIn(locale, new Date(`${iso}T12:00:00+05:30`));

  return (
    <>
      <JsonLd
        data={jobPostingJsonLd(
          job,
          {
            ...words,
            typeLabel,
            sections: [
              { heading: texts.duties, items: words.duties },
              { heading: texts.requirements, items: words.requirements },
            ],
            pay: { heading: texts.pay, text: payText },
          },
          locale,
        )}
      />
      <PageHero title={words.title} lead={words.summary}>
        <ButtonLink href={applyHref} aria-label={fill(texts.applyNowFor, { title: words.title })}>
          {texts.applyNow}
        </ButtonLink>
      </PageHero>
      <section aria-labelledby="role-heading" className="px-4 pb-16 sm:px-6">
        <div className="card mx-auto max-w-3xl">
          <h2 id="role-heading" className="text-xl font-semibold text-ink">
            {texts.aboutRole}
          </h2>
          <dl className="mt-4 grid gap-3 text-muted sm:grid-cols-2">
            <Fact icon="map-pin" label={texts.location} value={words.location} />
            <Fact icon="clock" label={texts.type} value={typeLabel} />
            <Fact icon="calendar" label={texts.posted} value={<time dateTime={job.postedOn}>{date(job.postedOn)}</time>} />
            <Fact icon="calendar" label={texts.closes} value={<time dateTime={job.validThrough}>{date(job.validThrough)}</time>} />
          </dl>
          <RoleList id="role-duties" title={texts.duties} items={words.duties} />
          <RoleList id="role-requirements" title={texts.requirements} items={words.requirements} />
          <h3 className="mt-8 text-lg font-semibold text-ink">{texts.pay}</h3>
          <p className="mt-2 text-muted" data-testid="job-pay">
            {payText}
          </p>
          <h3 className="mt-8 text-lg font-semibold text-ink">{texts.howToApply}</h3>
          <p className="mt-2 text-muted">{howToApply}</p>
          <ButtonLink href={applyHref} className="mt-4" aria-label={fill(texts.applyNowFor, { title: words.title })}>
            {texts.applyNow}
          </ButtonLink>
          <p className="mt-8">
            <Link href={`${careersPath}#openings`} className="font-medium text-accent underline-offset-4 hover:underline">
              <span aria-hidden="true">← </span>
              {texts.allOpenings}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}

function RoleList({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  return (
    <>
      <h3 id={id} className="mt-8 text-lg font-semibold text-ink">
        {title}
      </h3>
      <ul aria-labelledby={id} className="mt-3 list-disc space-y-2 pl-5 text-muted marker:text-accent">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

function Fact({ icon, label, value }: { icon: "map-pin" | "clock" | "calendar"; label: string; value: React.ReactNode }) {
  return (
    // A <dl>'s <div> holds only <dt> and <dd> (HTML's content model), so the icon goes in the term.
    <div className="flex items-center gap-2">
      <dt className="flex items-center gap-2 font-medium text-ink">
        <Icon name={icon} className="h-4 w-4 shrink-0 text-muted" />
        {label}
      </dt>
      <dd className="first-letter:uppercase">{value}</dd>
    </div>
  );
}
