"use client";

import type { ReactNode } from "react";
import { buttonClasses, type ButtonVariant } from "@/components/ui/button-link";
import { rememberService } from "@/components/quote/stored-service";
import { usePageLocale } from "@/components/ui/words.client";
import { quotePath } from "@/lib/catalogue/quote-path";
import { pathIn } from "@/lib/i18n/locales";
import type { SelectedService } from "@/lib/i18n/records/services";

/**
 * A link to the quote wizard for one service. The spec keeps the chosen service
 * in browser storage for the wizard; the query string carries it too, so the
 * link still works without JavaScript or storage.
 */
export function QuoteLink({
  service,
  children,
  variant = "primary",
  className = "",
}: {
  service: SelectedService;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
}) {
  const locale = usePageLocale();
  return (
    <a href={pathIn(locale, quotePath(service.id))} onClick={() => rememberService(service)} className={buttonClasses(variant, className)}>
      {children}
    </a>
  );
}
