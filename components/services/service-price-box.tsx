import { BuyNowButton } from "@/components/pricing/buy-now-button.client";
import type { ServiceTexts } from "@/lib/i18n/messages/en/service-texts";
import { toSelectedService, type Service } from "@/lib/i18n/records/services";
import { QuoteLink } from "./quote-link.client";

/** The service page's price box: starting price, tax note, Buy Now and a custom quote. */
export function ServicePriceBox({ service, texts, taxNote }: { service: Service; texts: ServiceTexts; taxNote: string }) {
  return (
    <div className="mx-auto max-w-md rounded-2xl border border-indigo-200 bg-white p-8 text-center shadow-lg dark:border-indigo-900 dark:bg-slate-900">
      <p className="text-sm font-semibold tracking-wide text-muted uppercase">{texts.startingFrom}</p>
      <p className="mt-2 text-5xl font-bold tracking-tight text-ink">{service.price}</p>
      <p className="mt-2 text-muted">{service.priceNote}</p>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{taxNote}</p>
      <div className="mt-6 flex flex-col gap-3">
        <BuyNowButton item={{ kind: "service", serviceId: service.id }} itemName={service.title} className="w-full" />
        <QuoteLink service={toSelectedService(service)} variant="secondary" className="w-full">
          {texts.customQuote}
        </QuoteLink>
      </div>
    </div>
  );
}
