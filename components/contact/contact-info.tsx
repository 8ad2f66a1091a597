import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button-link";
import { Icon, type IconName } from "@/components/ui/icon";
import { TitledSection } from "@/components/ui/titled-section";
import { addressLine, company, links } from "@/lib/catalogue/company";
import type { ContactTexts } from "@/lib/i18n/messages/en/contact-texts";
import { fill } from "@/lib/i18n/fill";

/** A line of the business hours in a language; `opens` is null on the days the office is closed. */
export type HoursLine = { days: string; hours: string; opens: string | null };

/** A white panel with an icon before its h2. */
function InfoPanel({ id, icon, title, children }: { id: string; icon: IconName; title: string; children: ReactNode }) {
  const heading = (
    <>
      <Icon name={icon} className="h-5 w-5 text-indigo-600 dark:text-indigo-400" />
      {title}
    </>
  );
  return (
    <TitledSection id={id} title={heading} className="card" titleClassName="flex items-center gap-2 text-lg font-semibold text-ink">
      {children}
    </TitledSection>
  );
}

/** The indigo panel that invites a visitor to the quote wizard. */
function QuoteInvitation({ texts, time, quoteHref }: { texts: ContactTexts["info"]; time: string; quoteHref: string }) {
  return (
    <TitledSection
      id="estimate"
      title={texts.estimate}
      className="rounded-xl bg-indigo-600 p-6 text-white shadow-sm dark:bg-indigo-950 dark:ring-1 dark:ring-indigo-800"
      titleClassName="text-lg font-semibold"
    >
      <p className="mt-2 text-sm text-indigo-100">{fill(texts.estimateText, { time })}</p>
      <a
        href={quoteHref}
        className="mt-4 inline-flex items-center gap-2 rounded-md bg-white px-4 py-2 text-sm font-semibold text-indigo-700 transition-colors hover:bg-indigo-50 focus-visible:outline-white"
      >
        {texts.getQuote}
      </a>
    </TitledSection>
  );
}

/** Business hours and the response times the team promises. */
export function ContactInfoPanel({
  texts,
  hours,
  responseTimes,
  quoteHref,
}: {
  texts: ContactTexts["info"];
  hours: readonly HoursLine[];
  responseTimes: { inquiries: string; quotes: string };
  quoteHref: string;
}) {
  return (
    <aside aria-label={texts.label} className="space-y-6">
      <InfoPanel id="hours" icon="clock" title={texts.hours}>
        <dl className="mt-4 divide-y divide-slate-200 text-sm dark:divide-slate-700">
          {hours.map((slot) => (
            <div key={slot.days} className="flex justify-between gap-3 py-2.5">
              <dt className="whitespace-nowrap text-muted">{slot.days}</dt>
              <dd className={`text-right font-medium ${slot.opens ? "text-ink" : "text-slate-600 dark:text-slate-400"}`}>{slot.hours}</dd>
            </div>
          ))}
        </dl>
      </InfoPanel>
      <InfoPanel id="response" icon="zap" title={texts.responseTimes}>
        <ul className="mt-4 space-y-3 text-sm text-muted">
          <li>
            <span className="font-medium text-ink">{texts.messages}</span> {fill(texts.within, { time: responseTimes.inquiries })}
          </li>
          <li>
            <span className="font-medium text-ink">{texts.quotes}</span> {fill(texts.within, { time: responseTimes.quotes })}
          </li>
        </ul>
      </InfoPanel>
      <QuoteInvitation texts={texts} time={responseTimes.quotes} quoteHref={quoteHref} />
    </aside>
  );
}

/** The office address with a Get Directions button to a maps search. */
export function OfficeLocation({ texts }: { texts: ContactTexts["office"] }) {
  return (
    <section aria-labelledby="office-heading" className="px-4 py-14 sm:px-6">
      <div className="mx-auto grid max-w-6xl overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:grid-cols-2 dark:border-slate-700 dark:bg-slate-900">
        <div className="p-6 sm:p-10">
          <h2 id="office-heading" className="section-title">
            {texts.title}
          </h2>
          <p className="mt-3 text-muted">{texts.text}</p>
          <address className="mt-6 flex gap-3 text-slate-700 not-italic dark:text-slate-200">
            <Icon name="map-pin" className="mt-0.5 h-5 w-5 shrink-0 text-indigo-600 dark:text-indigo-400" />
            <span>
              <span className="block font-semibold text-ink">{company.name}</span>
              {addressLine}
            </span>
          </address>
          <a href={links.maps} target="_blank" rel="noopener noreferrer" className={buttonClasses("primary", "mt-8")}>
            <Icon name="map-pin" className="h-4 w-4" />
            {texts.directions}
            <span className="sr-only">{texts.directionsNewTab}</span>
          </a>
        </div>
        <div aria-hidden="true" className="map-grid relative hidden min-h-64 md:block">
          <span className="absolute top-1/2 left-1/2 inline-flex h-16 w-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-indigo-600 text-white shadow-lg ring-8 ring-indigo-600/20 dark:bg-indigo-500">
            <Icon name="map-pin" className="h-8 w-8" />
          </span>
        </div>
      </div>
    </section>
  );
}
