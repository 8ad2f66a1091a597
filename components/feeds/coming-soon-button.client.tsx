"use client";

import { toast } from "@/components/ui/toast";
import { buttonClasses } from "@/components/ui/button-link";
import { feedTexts } from "@/lib/catalogue/feeds";

/** A button for a feature that does not exist yet: it says so, as the spec asks. */
export function ComingSoonButton({
  label,
  description,
  title = feedTexts.comingSoon,
}: {
  label: string;
  description: string;
  /** The notice's title on a translated page (English pages send none). */
  title?: string;
}) {
  return (
    <button type="button" className={buttonClasses("primary")} onClick={() => toast(title, { description, duration: 3000 })}>
      {label}
    </button>
  );
}
