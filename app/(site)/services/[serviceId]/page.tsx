import type { Metadata } from "next";
import { CtaBand } from "@/components/brand/cta-band";
import { StatsStrip } from "@/components/brand/stats-strip";
import { CheckList } from "@/components/services/check-list";
import { ProcessSteps } from "@/components/services/process-steps";
import { QuoteLink } from "@/components/services/quote-link.client";
import { serviceColourClasses } from "@/components/services/service-colours";
import { ServiceHero } from "@/components/services/service-hero";
import { ServicePriceBox } from "@/components/services/service-price-box";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/section";
import { JsonLd } from "@/components/seo/json-ld";
import { NotFoundScreen } from "@/components/routing/not-found-screen";
import { getService, serviceIds, servicePath, toSelectedService } from "@/lib/catalogue/services";
import { serviceJsonLd } from "@/lib/seo/structured-data";
import { serviceDetailStats } from "@/lib/catalogue/stats";
import { formatInr } from "@/lib/format/inr";
import { notFoundScreenId } from "@/lib/routing/not-found-screens";
import ServiceNotFound from "./not-found";

type Params = { serviceId: string };

// Any other id is rewritten to the not-found screen by proxy.ts; one that gets
// past it anyway (a direct call to the app) gets the site's prerendered 404.
export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return [...serviceIds, notFoundScreenId].map((serviceId) => ({ serviceId }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const service = getService((await params).serviceId);
  if (!service) return { title: "Service Not Found" };
  return {
    title: service.title,
    description: `${service.subtitle}. ${service.title} from ${service.price} (${service.priceNote}), by a Hyderabad digital media agency.`,
  };
}

export default async function ServiceDetailPage({ params }: { params: Promise<Params> }) {
  const service = getService((await params).serviceId);
  if (!service) {
    return (
      <NotFoundScreen>
        <ServiceNotFound />
      </NotFoundScreen>
    );
  }
  const selected = toSelectedService(service);
  // Sections alternate plain and tinted; without add-ons the ones after the showcase shift by one.
  const hasAddOns = service.optionalAddOns.length > 0;
  const tint = (tinted: boolean) => (tinted === hasAddOns ? "bg-slate-50 dark:bg-slate-900/40" : "");

  return (
    <>
      <JsonLd data={serviceJsonLd(service, servicePath(service.id))} />
      <ServiceHero service={service} />

      <Section id="features" title="Features & Benefits" intro={`What ${service.title} includes and what it does for your business.`}>
        <div className="grid gap-8 md:grid-cols-2">
          <div className="card">
            <h3 className="text-xl font-semibold text-slate-900 dark:text-white">Key Features</h3>
            <CheckList items={service.features} className="mt-4 space-y-2 text-slate-700 dark:text-slate-200" />
          </div>
          <div className="card">
            <h3 className="text-xl font-semibold text-slate-900 dark:text-white">Benefits</h3>
            <CheckList items={service.benefits} mark="star" className="mt-4 space-y-2 text-slate-700 dark:text-slate-200" />
          </div>
        </div>
      </Section>

      <Section
        id="showcase"
        title="Portfolio Showcase"
        intro="A few examples of this kind of work."
        className="bg-slate-50 dark:bg-slate-900/40"
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {service.showcase.map((sample) => (
            <li key={sample.title} className="card overflow-hidden p-0">
              <div
                aria-hidden="true"
                className={`flex h-36 items-center justify-center bg-gradient-to-br ${serviceColourClasses[service.colour].gradient}`}
              >
                <Icon name={service.icon} className="h-10 w-10 text-white/90" />
              </div>
              <div className="p-5">
                <h3 className="font-semibold text-slate-900 dark:text-white">{sample.title}</h3>
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{sample.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      {hasAddOns ? (
        <Section id="service-add-ons" title="Optional Add-ons" intro="Extras you can add to this service.">
          <ul className="flex flex-wrap justify-center gap-6">
            {service.optionalAddOns.map((addOn) => (
              <li
                key={addOn.name}
                className="flex w-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:w-80 dark:border-slate-700 dark:bg-slate-900"
              >
                <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{addOn.name}</h3>
                <p className="mt-2 text-2xl font-bold text-indigo-700 dark:text-indigo-300">{formatInr(addOn.price)}</p>
                {/* A real step instead of the spec's "coming soon" notice: the quote for this service. */}
                <QuoteLink service={selected} variant="secondary" className="mt-6 w-full">
                  Inquire About Add-on<span className="sr-only">: {addOn.name}</span>
                </QuoteLink>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section id="process" title="Our Process" className={tint(true)}>
        <ProcessSteps steps={service.processSteps} />
      </Section>

      <Section id="deliverables" title="What You Get" className={tint(false)}>
        <div className="card mx-auto max-w-2xl">
          <CheckList items={service.deliverables} className="space-y-2 text-slate-700 dark:text-slate-200" />
        </div>
      </Section>

      <Section id="stats" className={tint(true)}>
        <StatsStrip stats={serviceDetailStats} label="Why clients work with us" />
      </Section>

      <Section id="pricing" title="Pricing" className={tint(false)}>
        <ServicePriceBox service={service} />
      </Section>

      <CtaBand
        id="service-cta"
        title={`Ready to start with ${service.title}?`}
        text="Get a free, no-obligation quote or talk to our team about your project."
        quote="Get Free Quote"
      />
    </>
  );
}
