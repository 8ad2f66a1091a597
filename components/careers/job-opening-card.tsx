import { Icon } from "@/components/ui/icon";
import { buttonClasses } from "@/components/ui/button-link";
import type { JobOpening } from "@/lib/i18n/records/careers";
import type { CareersTexts } from "@/lib/i18n/messages/en/careers-texts";
import { fill } from "@/lib/i18n/fill";

/** Apply Now carries the opening's id; the Apply section reads it and pre-selects the position. */
export function applyHref(job: Pick<JobOpening, "id">, careersPath = "/careers"): string {
  return `${careersPath}?position=${encodeURIComponent(job.id)}#apply`;
}

/**
 * An opening as its card shows it, in the page's language: `typeLabel` names its type,
 * `detailsHref` is its own page (the title links it), `href` is its Apply Now.
 */
export function JobOpeningCard({
  job,
  typeLabel,
  detailsHref,
  href,
  texts,
}: {
  job: JobOpening;
  typeLabel: string;
  detailsHref: string;
  href: string;
  texts: CareersTexts;
}) {
  return (
    <li className="card flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h3 className="text-lg font-semibold text-ink">
          <a href={detailsHref} className="link-title">
            {job.title}
          </a>
        </h3>
        <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
          <span className="inline-flex items-center gap-1.5">
            <Icon name="map-pin" className="h-4 w-4" />
            <span className="sr-only">{texts.location}</span>
            <span className="inline-block first-letter:uppercase">{job.location}</span>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Icon name="clock" className="h-4 w-4" />
            <span className="sr-only">{texts.type}</span>
            {typeLabel}
          </span>
        </p>
      </div>
      <a href={href} className={buttonClasses("primary", "shrink-0")} aria-label={fill(texts.applyNowFor, { title: job.title })}>
        {texts.applyNow}
      </a>
    </li>
  );
}
