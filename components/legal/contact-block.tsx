import { addressLine, company, links } from "@/lib/catalogue/company";
import { Icon } from "@/components/ui/icon";

const linkClass = "font-medium text-accent underline-offset-4 hover:underline";

/**
 * The company's contact details on legal and payment pages. `registration`
 * adds the legal name, CIN and registered address (the privacy and terms pages).
 */
export function ContactBlock({ registration = false, note }: { registration?: boolean; note?: string }) {
  return (
    <address className="rounded-xl border border-slate-200 bg-slate-50 p-5 text-slate-700 not-italic dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
      {registration ? (
        <>
          <p className="font-semibold text-ink">{company.legalName}</p>
          <p className="mt-1 text-sm">CIN: {company.cin}</p>
        </>
      ) : null}
      <ul className={`space-y-2 ${registration ? "mt-4" : ""}`}>
        {registration ? (
          <li className="flex gap-3">
            <Icon name="map-pin" className="mt-0.5 h-5 w-5 shrink-0 text-indigo-600 dark:text-indigo-400" />
            <span>{addressLine}</span>
          </li>
        ) : null}
        <li className="flex gap-3">
          <Icon name="mail" className="mt-0.5 h-5 w-5 shrink-0 text-indigo-600 dark:text-indigo-400" />
          <a href={links.mail} className={linkClass}>
            {company.email}
          </a>
        </li>
        <li className="flex gap-3">
          <Icon name="phone" className="mt-0.5 h-5 w-5 shrink-0 text-indigo-600 dark:text-indigo-400" />
          <a href={links.tel} className={linkClass}>
            {company.phone.display}
          </a>
        </li>
      </ul>
      {note ? <p className="mt-4 text-sm">{note}</p> : null}
    </address>
  );
}
