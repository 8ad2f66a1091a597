import type { Metadata } from "next";
import { pageTexts } from "@/lib/catalogue/page-texts";
import { pageMetadata } from "@/lib/seo/site-metadata";
import { Suspense } from "react";
import { ContactChannels } from "@/components/contact/contact-channels";
import { ContactForm, ContactFormFromQuery } from "@/components/contact/contact-form.client";
import { ContactInfoPanel, OfficeLocation } from "@/components/contact/contact-info";
import { PageHero } from "@/components/ui/page-hero";
import { contactBudgetOptions, contactServiceOptions } from "@/lib/catalogue/contact-options";

const formOptions = { services: contactServiceOptions, budgets: contactBudgetOptions };

const texts = pageTexts.contact;

export const metadata: Metadata = pageMetadata(texts);

export default function ContactPage() {
  return (
    <>
      <PageHero title={texts.heading} lead={texts.lead} />
      <ContactChannels />
      <div className="px-4 pt-14 sm:px-6">
        <div className="mx-auto grid max-w-6xl gap-8 lg:grid-cols-3 lg:items-start">
          <section
            aria-labelledby="message-heading"
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2 dark:border-slate-700 dark:bg-slate-900"
          >
            <h2 id="message-heading" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
              Send Us a Message
            </h2>
            <div className="mt-6">
              {/* useSearchParams below a boundary keeps the page static; the fallback is the same form, unselected. */}
              <Suspense fallback={<ContactForm service="" options={formOptions} />}>
                <ContactFormFromQuery options={formOptions} />
              </Suspense>
            </div>
          </section>
          <ContactInfoPanel />
        </div>
      </div>
      <OfficeLocation />
    </>
  );
}
