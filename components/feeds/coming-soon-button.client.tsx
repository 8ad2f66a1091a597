"use client";

import { toast } from "@/components/ui/toast";
import { buttonClasses } from "@/components/ui/button-link";
import { feedTexts } from "@/lib/catalogue/feeds";

/** A button for a feature that does not exist yet: it says so, as the spec asks. */
export function ComingSoonButton({ label, description }: { label: string; description: string }) {
  return (
    <button type="button" className={buttonClasses("primary")} onClick={() => toast(feedTexts.comingSoon, { description, duration: 3000 })}>
      {label}
    </button>
  );
}
