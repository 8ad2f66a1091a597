import { TranslatedPageJsonLd } from "@/components/seo/translated-page-json-ld";
import { PageHero } from "@/components/ui/page-hero";
import { TitledSection } from "@/components/ui/titled-section";
import { quotePath } from "@/lib/catalogue/quote-path";
import { contactIn } from "@/lib/pages/contact";
import { pathIn, type Locale } from "@/lib/i18n/locales";
import { pageIn } from "@/lib/pages/page-words";
import { ContactChannels } from "./contact-channels";
import { ContactFormFromQuery } from "./contact-form.client";
import { ContactInfoPanel, OfficeLocation } from "./contact-info";

/** /contact in any of the site's languages. */
export function ContactPage({ locale }: { locale: Locale }) {
  const page = pageIn(locale, "contact");
  const { texts, hours, responseTimes, options, language } = contactIn(locale);

  return (
    <>
      <TranslatedPageJsonLd locale={locale} name={page.title} description={page.description} path="/contact" />
      <PageHero title={page.heading} lead={page.lead} />
      <ContactChannels texts={texts.channels} weekdays={hours[0] ?? { days: "", hours: "" }} inquiries={responseTimes.inquiries} />
      <div className="px-4 pt-14 sm:px-6">
        <div className="mx-auto grid max-w-6xl gap-8 lg:grid-cols-3 lg:items-start">
          <TitledSection
            id="message"
            title={texts.message}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2 dark:border-slate-700 dark:bg-slate-900"
            titleClassName="text-2xl font-bold tracking-tight text-ink"
          >
            <div className="mt-6">
              <ContactFormFromQuery options={options} language={language} />
            </div>
          </TitledSection>
          <ContactInfoPanel texts={texts.info} hours={hours} responseTimes={responseTimes} quoteHref={pathIn(locale, quotePath())} />
        </div>
      </div>
      <OfficeLocation texts={texts.office} />
    </>
  );
}
