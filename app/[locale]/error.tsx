"use client";

import { ErrorScreenOnDemand } from "@/components/layout/error-screen-on-demand.client";
import type { ErrorScreenProps } from "@/components/layout/error-screen.client";
import { usePageLocale } from "@/components/ui/words.client";

// A public page that failed: the error screen inside the shell, in the page's language.
export default function PageError(props: ErrorScreenProps) {
  return <ErrorScreenOnDemand {...props} locale={usePageLocale()} />;
}
