import { NoticeButton } from "@/components/ui/notice-button.client";
import type { paymentInfoTexts } from "@/lib/i18n/messages/en/payment-info-texts";

// No sample invoice file exists yet; the spec keeps a notice here, in the page's language.
export function SampleInvoiceButton({ texts }: { texts: typeof paymentInfoTexts.sampleInvoice }) {
  return <NoticeButton icon="download" label={texts.button} title={texts.title} text={texts.text} />;
}
