import type { ReactNode } from "react";
import { usePageLocale } from "@/components/ui/words.client";
import { pathIn } from "@/lib/i18n/locales";

/**
 * A sentence that ends in a link to the privacy policy, in the page's language: the forms'
 * consent notice, the newsletter's note, the cookie banner's text (all drawn in the browser's tree).
 */
export function PrivacyNote({ id, policy, className, children }: { id?: string; policy: string; className: string; children: ReactNode }) {
  return (
    <p id={id} className={className}>
      {children}{" "}
      <a href={pathIn(usePageLocale(), "/privacy")} className="link-inline">
        {policy}
      </a>
      .
    </p>
  );
}
