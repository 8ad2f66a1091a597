import { ButtonLink } from "@/components/ui/button-link";
import { Icon } from "@/components/ui/icon";
import { servicePath } from "@/lib/catalogue/services";
import { toSelectedService, type Service } from "@/lib/i18n/records/services";
import type { ServicesOverviewTexts } from "@/lib/i18n/messages/en/services-overview-texts";
import { fill } from "@/lib/i18n/fill";
import { pathIn, type Locale } from "@/lib/i18n/locales";
import { CheckList } from "./check-list";
import { QuoteLink } from "./quote-link.client";
import { serviceColourClasses } from "./service-colours";
import { ServiceIllustration } from "./service-illustration";

/** One service on the overview: what it is, its starting price, key features, benefits and next steps. */
export function ServiceBlock({
  service,
  texts,
  locale,
  reversed = false,
}: {
  service: Service;
  texts: ServicesOverviewTexts;
  locale: Locale;
  reversed?: boolean;
}) {
  const headingId = `service-${service.id}`;
  return (
    <article aria-labelledby={headingId} className="grid items-center gap-10 lg:grid-cols-2">
      <div className={reversed ? "lg:order-2" : undefined}>
        <span className={`inline-flex h-12 w-12 items-center justify-center rounded-xl ${serviceColourClasses[service.colour].badge}`}>
          <Icon name={service.icon} className="h-6 w-6" />
        </span>
        <h3 id={headingId} className="section-title mt-4">
          {service.title}
        </h3>
        <p className="mt-1 text-lg font-medium text-slate-700 dark:text-slate-300">{service.subtitle}</p>
        <p className="mt-4 text-muted">{service.description}</p>
        <p className="mt-4 text-sm text-muted">
          {texts.startingFrom} <span className="text-2xl font-bold text-accent">{service.price}</span> <span>({service.priceNote})</span>
        </p>
        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          <div>
            <h4 className="font-semibold text-ink">{texts.keyFeatures}</h4>
            <CheckList items={service.features.slice(0, 3)} className="mt-3 space-y-2 text-sm text-slate-700 dark:text-slate-200" />
          </div>
          <div>
            <h4 className="font-semibold text-ink">{texts.benefits}</h4>
            <CheckList items={service.benefits} className="mt-3 space-y-2 text-sm text-slate-700 dark:text-slate-200" />
          </div>
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          {/* Visually hidden rather than aria-label: crawlers and Lighthouse read the link's text. */}
          <ButtonLink href={pathIn(locale, servicePath(service.id))}>
            {texts.learnMore}
            <span className="sr-only">{fill(texts.learnMoreAbout, { service: service.title })}</span>
          </ButtonLink>
          <QuoteLink service={toSelectedService(service)} variant="secondary">
            {texts.getQuote}
            <span className="sr-only">{fill(texts.getQuoteFor, { service: service.title })}</span>
          </QuoteLink>
        </div>
      </div>
      <ServiceIllustration service={service} className={reversed ? "lg:order-1" : undefined} />
    </article>
  );
}
