"use client";

import { toast } from "@/components/ui/toast";
import { Icon } from "@/components/ui/icon";
import { buttonClasses } from "@/components/ui/button-link";

// No sample invoice file exists yet; the spec keeps a notice here.
export function SampleInvoiceButton() {
  return (
    <button
      type="button"
      className={buttonClasses("secondary")}
      onClick={() =>
        toast("Sample Invoice Download Not Ready", {
          description: "A sample invoice will be available to download soon.",
          duration: 3000,
        })
      }
    >
      <Icon name="download" className="h-4 w-4" />
      Download Sample Invoice
    </button>
  );
}
