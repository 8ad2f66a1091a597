import type { Metadata } from "next";
import { Suspense } from "react";
import { QuoteWizardLoader } from "@/components/quote/quote-wizard-loader.client";
import { QuoteWizardPlaceholder } from "@/components/quote/quote-wizard-placeholder";
import { PageHero } from "@/components/ui/page-hero";

export const metadata: Metadata = {
  title: "Get Your Free Quote",
  description:
    "Request a free, no-obligation quote for social media marketing, equipment rentals, video editing, digital marketing or web development in Hyderabad, with an instant estimate in INR.",
};

export default function QuotePage() {
  return (
    <>
      <PageHero
        title="Get Your Free Quote"
        lead="Tell us about your project in four short steps and see an instant estimate. We reply within 24 hours."
      />
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
