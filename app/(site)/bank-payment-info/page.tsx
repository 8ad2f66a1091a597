import type { Metadata } from "next";
import { pageTexts } from "@/lib/catalogue/page-texts";
import { pageMetadata } from "@/lib/seo/site-metadata";
import { ContactBlock } from "@/components/legal/contact-block";
import { PaymentMethodCard } from "@/components/legal/payment-method-card";
import { SampleInvoiceButton } from "@/components/legal/sample-invoice-button.client";
import { ButtonLink } from "@/components/ui/button-link";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { paymentMethods } from "@/lib/catalogue/payment-methods";

const texts = pageTexts.bankPaymentInfo;

export const metadata: Metadata = pageMetadata(texts);

export default function BankPaymentInfoPage() {
  return (
    <>
      <PageHero title={texts.heading} lead={texts.lead} />
      <div className="px-4 sm:px-6">
        <div className="mx-auto grid max-w-6xl gap-6 md:grid-cols-2">
          {paymentMethods.map((method) => (
            <PaymentMethodCard key={method.id} method={method} />
          ))}
        </div>
      </div>
      <Section
        id="payment-support"
        title="Need Help with a Payment?"
        intro="Our support team can resend an invoice, confirm a payment or help with any billing question."
      >
        <div className="mx-auto grid max-w-3xl gap-6 md:grid-cols-2 md:items-start">
          <ContactBlock />
          <div className="flex flex-col gap-3">
            <SampleInvoiceButton />
            <ButtonLink href="/contact">Contact Support</ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
