"use client";

import { useSearchParams } from "next/navigation";
import { useIsClient } from "@/components/layout/browser-state";
import { pathIn } from "@/lib/i18n/locales";
import { useQuoteLanguage } from "./quote-language";
import { QuoteWizard } from "./quote-wizard.client";
import { QuoteWizardPlaceholder } from "./quote-wizard-placeholder";

/**
 * Reads ?service= and mounts the wizard once in the browser: its first state
 * reads the service a service page stored, which the server cannot see. A
 * later link to another ?service= starts the wizard afresh with that choice.
 * A translated page gives its words through WordsProvider (useQuoteLanguage).
 */
export function QuoteWizardLoader() {
  const serviceParam = useSearchParams().get("service");
  const isClient = useIsClient();
  const { texts, translated } = useQuoteLanguage();
  if (!isClient) return <QuoteWizardPlaceholder texts={texts} contactHref={pathIn(translated?.locale ?? "en", "/contact")} />;
  return <QuoteWizard key={serviceParam ?? ""} serviceParam={serviceParam} />;
}
