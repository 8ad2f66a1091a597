import { TranslatedPageJsonLd } from "@/components/seo/translated-page-json-ld";
import { ButtonLink } from "@/components/ui/button-link";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { pathIn, type Locale } from "@/lib/i18n/locales";
import { pageIn } from "@/lib/pages/page-words";
import { paymentMethodsIn } from "@/lib/pages/payment-info";
import { textsFor } from "@/lib/i18n/texts";
import { ContactBlock } from "./contact-block";
import { PaymentMethodCard } from "./payment-method-card";
import { SampleInvoiceButton } from "./sample-invoice-button";

/** /bank-payment-info in any of the site's languages; account details and ids stay as they are. */
export function PaymentInfoPage({ locale }: { locale: Locale }) {
  const page = pageIn(locale, "bankPaymentInfo");
  const { paymentInfo: texts } = textsFor(locale);
  const { methods, statusLabels } = paymentMethodsIn(locale);
  const contactHref = pathIn(locale, "/contact");

  return (
    <>
      <TranslatedPageJsonLd locale={locale} name={page.title} description={page.description} path="/bank-payment-info" />
      <PageHero title={page.heading} lead={page.lead} />
      <div className="px-4 sm:px-6">
        <div className="mx-auto grid max-w-6xl gap-6 md:grid-cols-2">
          {methods.map((method) => (
            <PaymentMethodCard
              key={method.id}
              method={method}
              statusLabels={statusLabels}
              paypal={{ href: contactHref, label: texts.requestPaypal }}
            />
          ))}
        </div>
      </div>
      <Section id="payment-support" title={texts.help} intro={texts.helpIntro}>
        <div className="mx-auto grid max-w-3xl gap-6 md:grid-cols-2 md:items-start">
          <ContactBlock />
          <div className="flex flex-col gap-3">
            <SampleInvoiceButton texts={texts.sampleInvoice} />
            <ButtonLink href={contactHref}>{texts.contactSupport}</ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
