import { company, links } from "@/lib/catalogue/company";
import type { QuoteTexts } from "@/lib/i18n/messages/en/quote-texts";
import { StepIndicator } from "./step-indicator";
import { firstStep } from "./quote-steps";

/** What shows until the wizard runs in the browser (and all that shows without JavaScript). */
export function QuoteWizardPlaceholder({ texts, contactHref }: { texts: QuoteTexts; contactHref: string }) {
  return (
    <div aria-busy="true">
      <StepIndicator current={firstStep} texts={texts} />
      <div className="mt-8 space-y-4" aria-hidden="true">
        <div className="h-8 w-1/2 animate-pulse rounded bg-slate-100 motion-reduce:animate-none dark:bg-slate-800" />
        <div className="h-40 animate-pulse rounded-xl bg-slate-100 motion-reduce:animate-none dark:bg-slate-800" />
      </div>
      <noscript>
        <p className="mt-6 text-slate-700 dark:text-slate-300">
          {texts.noScript.before}{" "}
          <a href={links.mail} className="link-inline">
            {company.email}
          </a>{" "}
          {texts.noScript.middle}{" "}
          <a href={contactHref} className="link-inline">
            {texts.noScript.contactForm}
          </a>
          .
        </p>
      </noscript>
    </div>
  );
}
