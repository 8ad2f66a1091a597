import type { Metadata } from "next";
import { pageTexts } from "@/lib/catalogue/page-texts";
import { pageMetadata } from "@/lib/seo/site-metadata";
import { Suspense } from "react";
import { QuoteWizardLoader } from "@/components/quote/quote-wizard-loader.client";
import { QuoteWizardPlaceholder } from "@/components/quote/quote-wizard-placeholder";
import { PageHero } from "@/components/ui/page-hero";

const texts = pageTexts.quote;

export const metadata: Metadata = pageMetadata(texts);

export default function QuotePage() {
  return (
    <>
      <PageHero title={texts.heading} lead={texts.lead} />
      <section aria-label="Quote request" className="px-4 pb-16 sm:px-6">
        <div className="mx-auto max-w-4xl rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-10 dark:border-slate-700 dark:bg-slate-900">
          {/* useSearchParams (?service=) inside a boundary keeps the rest of the page static. */}
          <Suspense fallback={<QuoteWizardPlaceholder />}>
            <QuoteWizardLoader />
          </Suspense>
        </div>
      </section>
    </>
  );
}
