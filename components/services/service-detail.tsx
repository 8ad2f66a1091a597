import { CtaBand } from "@/components/brand/cta-band";
import { StatsStrip } from "@/components/brand/stats-strip";
import { JsonLd } from "@/components/seo/json-ld";
import { TranslatedPageJsonLd } from "@/components/seo/translated-page-json-ld";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/section";
import { contactPath } from "@/lib/catalogue/contact-options";
import { servicePath } from "@/lib/catalogue/services";
import { toSelectedService, type Service } from "@/lib/i18n/records/services";
import { formatInr } from "@/lib/format/inr";
import { fill } from "@/lib/i18n/fill";
import { localePath, pathIn, type Locale } from "@/lib/i18n/locales";
import { servicePageIn } from "@/lib/pages/services";
import { serviceJsonLd } from "@/lib/seo/structured-data";
import { CheckList } from "./check-list";
import { ProcessSteps } from "./process-steps";
import { QuoteLink } from "./quote-link.client";
import { serviceColourClasses } from "./service-colours";
import { ServiceHero } from "./service-hero";
import { BuyNowWords } from "@/components/pricing/buy-now-words";
import { ServicePriceBox } from "./service-price-box";

/** A service page in any of the site's languages (app/[locale]/services/[serviceId]). */
export function ServiceDetail({ service: english, locale }: { service: Service; locale: Locale }) {
  const { service = english, texts, stats, taxNote } = servicePageIn(locale, english.id);
  const path = localePath(locale, servicePath(service.id));
  const selected = toSelectedService(english);
  // Sections alternate plain and tinted; without add-ons the ones after the showcase shift by one.
  const hasAddOns = service.optionalAddOns.length > 0;
  const tint = (tinted: boolean) => (tinted === hasAddOns ? "bg-slate-50 dark:bg-slate-900/40" : "");
  const named = { service: service.title };

  return (
    <>
      <JsonLd data={serviceJsonLd(service, path)} />
      <TranslatedPageJsonLd locale={locale} name={service.title} description={service.description} path={servicePath(service.id)} />
      <ServiceHero service={service} texts={texts} contactHref={pathIn(locale, contactPath(service.id))} />

      <Section id="features" title={texts.features.title} intro={fill(texts.features.intro, named)}>
        <div className="grid gap-8 md:grid-cols-2">
          <div className="card">
            <h3 className="text-xl font-semibold text-ink">{texts.features.key}</h3>
            <CheckList items={service.features} className="mt-4 space-y-2 text-slate-700 dark:text-slate-200" />
          </div>
          <div className="card">
            <h3 className="text-xl font-semibold text-ink">{texts.features.benefits}</h3>
            <CheckList items={service.benefits} mark="star" className="mt-4 space-y-2 text-slate-700 dark:text-slate-200" />
          </div>
        </div>
      </Section>

      <Section id="showcase" title={texts.showcase.title} intro={texts.showcase.intro} className="bg-slate-50 dark:bg-slate-900/40">
        <ul className="grid gap-6 md:grid-cols-3">
          {service.showcase.map((sample) => (
            <li key={sample.title} className="card overflow-hidden p-0">
              <div aria-hidden="true" className={`showcase-art ${serviceColourClasses[service.colour].gradient}`}>
                <Icon name={service.icon} />
              </div>
              <div className="p-5">
                <h3 className="font-semibold text-ink">{sample.title}</h3>
                <p className="mt-2 text-sm text-muted">{sample.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      {hasAddOns ? (
        <Section id="service-add-ons" title={texts.addOns.title} intro={texts.addOns.intro}>
          <ul className="flex flex-wrap justify-center gap-6">
            {service.optionalAddOns.map((addOn) => (
              <li key={addOn.name} className="card flex w-full flex-col sm:w-80">
                <h3 className="text-lg font-semibold text-ink">{addOn.name}</h3>
                <p className="mt-2 text-2xl font-bold text-accent">{formatInr(addOn.price)}</p>
                {/* A real step instead of the spec's "coming soon" notice: the quote for this service. */}
                <QuoteLink service={selected} variant="secondary" className="mt-6 w-full">
                  {texts.addOns.inquire}
                  <span className="sr-only">: {addOn.name}</span>
                </QuoteLink>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section id="process" title={texts.process} className={tint(true)}>
        <ProcessSteps steps={service.processSteps} stepLabel={texts.step} />
      </Section>

      <Section id="deliverables" title={texts.deliverables} className={tint(false)}>
        <div className="card mx-auto max-w-2xl">
          <CheckList items={service.deliverables} className="space-y-2 text-slate-700 dark:text-slate-200" />
        </div>
      </Section>

      <Section id="stats" title={texts.stats} titleHidden className={tint(true)}>
        <StatsStrip stats={stats} />
      </Section>

      <Section id="pricing" title={texts.pricing} className={tint(false)}>
        <BuyNowWords locale={locale} words={locale === "en" ? undefined : { buyNow: texts.buyNow, payment: texts.payment }}>
          <ServicePriceBox service={service} texts={texts} taxNote={taxNote} />
        </BuyNowWords>
      </Section>

      <CtaBand
        id="service-cta"
        title={fill(texts.cta.title, named)}
        text={texts.cta.text}
        quote={texts.cta.quote}
        quoteHref={pathIn(locale, "/quote")}
        other={{ href: pathIn(locale, "/contact"), label: texts.cta.other }}
      />
    </>
  );
}
