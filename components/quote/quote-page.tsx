import { Suspense } from "react";
import { TranslatedPageJsonLd } from "@/components/seo/translated-page-json-ld";
import { PageHero } from "@/components/ui/page-hero";
import { WordsProvider } from "@/components/ui/words.client";
import { pathIn, type Locale } from "@/lib/i18n/locales";
import { pageIn } from "@/lib/pages/page-words";
import { quoteIn } from "@/lib/pages/quote";
import { QuoteWizardLoader } from "./quote-wizard-loader.client";
import { QuoteWizardPlaceholder } from "./quote-wizard-placeholder";

/** /quote in any of the site's languages. */
export function QuotePage({ locale }: { locale: Locale }) {
  const page = pageIn(locale, "quote");
  const { texts, language } = quoteIn(locale);

  return (
    <>
      <TranslatedPageJsonLd locale={locale} name={page.title} description={page.description} path="/quote" />
      <PageHero title={page.heading} lead={page.lead} />
      <section aria-label={texts.region} className="px-4 pb-16 sm:px-6">
        <div className="mx-auto max-w-4xl rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-10 dark:border-slate-700 dark:bg-slate-900">
          {/* useSearchParams (?service=) inside a boundary keeps the rest of the page static. */}
          <Suspense fallback={<QuoteWizardPlaceholder texts={texts} contactHref={pathIn(locale, "/contact")} />}>
            {language ? (
              <WordsProvider locale={locale} words={{ quote: language }}>
                <QuoteWizardLoader />
              </WordsProvider>
            ) : (
              <QuoteWizardLoader />
            )}
          </Suspense>
        </div>
      </section>
    </>
  );
}
