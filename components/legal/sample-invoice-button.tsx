"use client";

import { toast } from "@/components/ui/toast";
import { Icon } from "@/components/ui/icon";
import { buttonClasses } from "@/components/ui/button-link";
import { paymentInfoTexts } from "@/lib/catalogue/payment-info-texts";

// No sample invoice file exists yet; the spec keeps a notice here. A translated page hands over its words.
export function SampleInvoiceButton({ texts = paymentInfoTexts.sampleInvoice }: { texts?: typeof paymentInfoTexts.sampleInvoice }) {
  return (
    <button
      type="button"
      className={buttonClasses("secondary")}
      onClick={() => toast(texts.title, { description: texts.text, duration: 3000 })}
    >
      <Icon name="download" className="h-4 w-4" />
      {texts.button}
    </button>
  );
}
