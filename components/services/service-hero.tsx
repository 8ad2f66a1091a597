import { ButtonLink } from "@/components/ui/button-link";
import { Icon } from "@/components/ui/icon";
import type { ServiceTexts } from "@/lib/i18n/messages/en/service-texts";
import { toSelectedService, type Service } from "@/lib/i18n/records/services";
import { QuoteLink } from "./quote-link.client";
import { serviceColourClasses } from "./service-colours";
import { ServiceIllustration } from "./service-illustration";

/** The top of a service page: its h1, description, starting price and the two first actions. */
export function ServiceHero({ service, texts, contactHref }: { service: Service; texts: ServiceTexts; contactHref: string }) {
  return (
    <section aria-labelledby="service-title" className="hero">
      <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-2">
        <div>
          <span
            className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ${serviceColourClasses[service.colour].badge}`}
          >
            <Icon name={service.icon} className="h-4 w-4" />
            {service.subtitle}
          </span>
          <h1 id="service-title" className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-5xl">
            {service.title}
          </h1>
          <p className="mt-4 text-lg text-muted">{service.description}</p>
          <p className="mt-6 text-muted">
            {texts.startingFrom} <span className="text-3xl font-bold text-accent sm:text-4xl">{service.price}</span>
            <span className="block text-sm">{service.priceNote}</span>
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <QuoteLink service={toSelectedService(service)}>{texts.getQuote}</QuoteLink>
            <ButtonLink href={contactHref} variant="secondary">
              {texts.contactSales}
            </ButtonLink>
          </div>
        </div>
        <ServiceIllustration service={service} />
      </div>
    </section>
  );
}
