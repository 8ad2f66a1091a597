import { NoticeButton } from "@/components/ui/notice-button.client";
import { paymentInfoTexts } from "@/lib/i18n/messages/en/payment-info-texts";

// No sample invoice file exists yet; the spec keeps a notice here. A translated page hands over its words.
export function SampleInvoiceButton({ texts = paymentInfoTexts.sampleInvoice }: { texts?: typeof paymentInfoTexts.sampleInvoice }) {
  return <NoticeButton icon="download" label={texts.button} title={texts.title} text={texts.text} />;
}
