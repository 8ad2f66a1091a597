import { FeatureCard } from "@/components/brand/feature-card";
import type { HomeTexts } from "@/lib/i18n/messages/en/home-texts";
import { servicePath } from "@/lib/catalogue/services";
import { type Service } from "@/lib/i18n/records/services";
import { fill } from "@/lib/i18n/fill";
import { pathIn, type Locale } from "@/lib/i18n/locales";
import { CheckList } from "@/components/services/check-list";

/** Home: cards for the first services, each with its starting price and first three features. */
export function ServiceHighlights({
  services,
  texts,
  locale,
}: {
  services: readonly Service[];
  texts: HomeTexts["services"];
  locale: Locale;
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {services.map((service) => (
        <li key={service.id}>
          <FeatureCard feature={service}>
            <p className="mt-4 text-sm text-muted">
              {texts.startingFrom} <span className="text-2xl font-bold text-accent">{service.price}</span>
            </p>
            <CheckList
              items={service.features.slice(0, 3)}
              size="sm"
              className="mt-4 space-y-2 text-sm text-slate-700 dark:text-slate-200"
            />
            <a href={pathIn(locale, servicePath(service.id))} className="link-more mt-auto pt-6">
              {texts.learnMore}
              <span className="sr-only">{fill(texts.about, { service: service.title })}</span>
              <span aria-hidden="true">→</span>
            </a>
          </FeatureCard>
        </li>
      ))}
    </ul>
  );
}
