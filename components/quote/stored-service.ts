import type { SelectedService } from "@/lib/i18n/records/services";

// The service a service page hands to the quote wizard through browser storage
// (the spec's selectedService key): QuoteLink writes it, the wizard reads it
// once (readStoredService in quote-draft.ts) and removes it. Every service page
// ships this module, so it imports the catalogue's types only: the catalogue
// stays out of the browser.

export const selectedServiceKey = "selectedService";

/** Keeps the chosen service for the wizard. */
export function rememberService(service: SelectedService): void {
  try {
    window.localStorage.setItem(selectedServiceKey, JSON.stringify(service));
  } catch {
    // Storage can be full or blocked (private mode); the query string still says which service.
  }
}
