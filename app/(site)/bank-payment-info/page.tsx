import type { Metadata } from "next";
import { ContactBlock } from "@/components/legal/contact-block";
import { PaymentMethodCard } from "@/components/legal/payment-method-card";
import { SampleInvoiceButton } from "@/components/legal/sample-invoice-button.client";
import { ButtonLink } from "@/components/ui/button-link";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { paymentMethods } from "@/lib/catalogue/payment-methods";

export const metadata: Metadata = {
  title: "Payment Information",
  description:
    "How to pay for our services: bank transfer, UPI, online payment and PayPal for international clients, with support contacts.",
};

export default function BankPaymentInfoPage() {
  return (
    <>
      <PageHero
        title="Payment Information"
        lead="Choose the payment method that suits you. All prices are in Indian Rupees (INR) and exclude GST."
      />
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
