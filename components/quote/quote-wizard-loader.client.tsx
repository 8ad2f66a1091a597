"use client";

import { useSearchParams } from "next/navigation";
import { useIsClient } from "@/components/layout/browser-state";
import { QuoteWizard } from "./quote-wizard.client";
import { QuoteWizardPlaceholder } from "./quote-wizard-placeholder";

/**
 * Reads ?service= and mounts the wizard once in the browser: its first state
 * reads the service a service page stored, which the server cannot see. A
 * later link to another ?service= starts the wizard afresh with that choice.
 */
export function QuoteWizardLoader() {
  const serviceParam = useSearchParams().get("service");
  const isClient = useIsClient();
  if (!isClient) return <QuoteWizardPlaceholder />;
  return <QuoteWizard key={serviceParam ?? ""} serviceParam={serviceParam} />;
}
