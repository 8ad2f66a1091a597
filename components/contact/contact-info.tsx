import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button-link";
import { Icon, type IconName } from "@/components/ui/icon";
import { addressLine, businessHours, company, links, responseTimes } from "@/lib/catalogue/company";

/** A white panel with an icon before its h2. */
function InfoPanel({ id, icon, title, children }: { id: string; icon: IconName; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
        <Icon name={icon} className="h-5 w-5 text-indigo-600 dark:text-indigo-400" />
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Business hours and the response times the team promises. */
export function ContactInfoPanel() {
  return (
    <aside aria-label="Business hours and response times" className="space-y-6">
      <InfoPanel id="hours-heading" icon="clock" title="Business Hours">
        <dl className="mt-4 divide-y divide-slate-200 text-sm dark:divide-slate-700">
          {businessHours.map((slot) => (
            <div key={slot.days} className="flex justify-between gap-3 py-2.5">
              <dt className="whitespace-nowrap text-slate-600 dark:text-slate-300">{slot.days}</dt>
              <dd
                className={`text-right font-medium ${slot.opens ? "text-slate-900 dark:text-white" : "text-slate-600 dark:text-slate-400"}`}
              >
                {slot.hours}
              </dd>
            </div>
          ))}
        </dl>
      </InfoPanel>
      <InfoPanel id="response-heading" icon="zap" title="Response Times">
        <ul className="mt-4 space-y-3 text-sm text-slate-600 dark:text-slate-300">
          <li>
            <span className="font-medium text-slate-900 dark:text-white">Messages and enquiries:</span> within {responseTimes.inquiries}
          </li>
          <li>
            <span className="font-medium text-slate-900 dark:text-white">Quote requests:</span> within {responseTimes.quotes}
          </li>
        </ul>
      </InfoPanel>
      <section
        aria-labelledby="estimate-heading"
        className="rounded-xl bg-indigo-600 p-6 text-white shadow-sm dark:bg-indigo-950 dark:ring-1 dark:ring-indigo-800"
      >
        <h2 id="estimate-heading" className="text-lg font-semibold">
          Need a Price First?
        </h2>
        <p className="mt-2 text-sm text-indigo-100">
          Pick your services in our quote wizard and see an instant estimate. We confirm every quote within {responseTimes.quotes}.
        </p>
        <Link
          href="/quote"
          className="mt-4 inline-flex items-center gap-2 rounded-md bg-white px-4 py-2 text-sm font-semibold text-indigo-700 transition-colors hover:bg-indigo-50 focus-visible:outline-white"
        >
          Get Free Quote
        </Link>
      </section>
    </aside>
  );
}

/** The office address with a Get Directions button to a maps search. */
export function OfficeLocation() {
  return (
    <section aria-labelledby="office-heading" className="px-4 py-14 sm:px-6">
      <div className="mx-auto grid max-w-6xl overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:grid-cols-2 dark:border-slate-700 dark:bg-slate-900">
        <div className="p-6 sm:p-10">
          <h2 id="office-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            Visit Our Office
          </h2>
          <p className="mt-3 text-slate-600 dark:text-slate-300">
            Meet the team in person to talk through your project. Please call ahead so the right people are in.
          </p>
          <address className="mt-6 flex gap-3 text-slate-700 not-italic dark:text-slate-200">
            <Icon name="map-pin" className="mt-0.5 h-5 w-5 shrink-0 text-indigo-600 dark:text-indigo-400" />
            <span>
              <span className="block font-semibold text-slate-900 dark:text-white">{company.name}</span>
              {addressLine}
            </span>
          </address>
          <a href={links.maps} target="_blank" rel="noopener noreferrer" className={buttonClasses("primary", "mt-8")}>
            <Icon name="map-pin" className="h-4 w-4" />
            Get Directions
            <span className="sr-only"> (opens Google Maps in a new tab)</span>
          </a>
        </div>
        <div
          aria-hidden="true"
          className="relative hidden min-h-64 bg-indigo-50 bg-[linear-gradient(to_right,rgb(99_102_241/0.12)_1px,transparent_1px),linear-gradient(to_bottom,rgb(99_102_241/0.12)_1px,transparent_1px)] bg-[size:2.5rem_2.5rem] md:block dark:bg-slate-800"
        >
          <span className="absolute top-1/2 left-1/2 inline-flex h-16 w-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-indigo-600 text-white shadow-lg ring-8 ring-indigo-600/20 dark:bg-indigo-500">
            <Icon name="map-pin" className="h-8 w-8" />
          </span>
        </div>
      </div>
    </section>
  );
}
