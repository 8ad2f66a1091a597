import { isServiceId, type SelectedService, type ServiceId } from "@/lib/catalogue/services";

// The service a service page hands to the quote wizard through browser storage
// (the spec's selectedService key): QuoteLink writes it, the wizard reads it
// once and removes it.

export const selectedServiceKey = "selectedService";

/** Keeps the chosen service for the wizard. */
export function rememberService(service: SelectedService): void {
  try {
    window.localStorage.setItem(selectedServiceKey, JSON.stringify(service));
  } catch {
    // Storage can be full or blocked (private mode); the query string still says which service.
  }
}

export type StoredService =
  | { status: "none" }
  | { status: "valid"; id: ServiceId }
  | { status: "corrupt"; raw: string; reason: string };

/**
 * Reads the service a service page left in storage (QuoteLink). Only reads:
 * the wizard removes the key in an effect, so a double render cannot lose it.
 */
export function readStoredService(): StoredService {
  let raw: string | null;
  try {
    raw = localStorage.getItem(selectedServiceKey);
  } catch {
    return { status: "none" };
  }
  if (raw === null) return { status: "none" };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { status: "corrupt", raw, reason: "not JSON" };
  }
  if (typeof value !== "object" || value === null || !("id" in value) || typeof value.id !== "string") {
    return { status: "corrupt", raw, reason: "no service id" };
  }
  if (!isServiceId(value.id)) return { status: "corrupt", raw, reason: `unknown service id "${value.id}"` };
  return { status: "valid", id: value.id };
}
