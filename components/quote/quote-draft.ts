import { addOnIds, isAddOnId, type AddOnId } from "@/lib/catalogue/addons";
import { defaultUrgency, type UrgencyId } from "@/lib/catalogue/quote-options";
import { preferredContactOptions, type QuoteOptions } from "@/lib/i18n/records/quote-options";
import { isServiceId, serviceIds, type ServiceId } from "@/lib/catalogue/services";
import type { QuoteSubmission } from "@/lib/validation/quote";
import { selectedServiceKey } from "./stored-service";

// The wizard's form state and the pure rules around it: what a preselection
// adds, which detail questions a chosen service opens, what is sent.

/** The fields the visitor fills in (the page's language travels beside them). */
export type QuoteField = Exclude<keyof QuoteSubmission, "language">;
export type PreferredContact = (typeof preferredContactOptions)[number]["value"];

export interface QuoteDraft {
  name: string;
  email: string;
  phone: string;
  company: string;
  preferredContact: PreferredContact;
  services: ServiceId[];
  additionalServices: AddOnId[];
  socialPlatforms: string[];
  marketingGoals: string[];
  equipmentNeeded: string[];
  videoLength: string;
  websiteType: string;
  projectType: string;
  timeline: string;
  budget: string;
  urgency: UrgencyId;
  description: string;
}

export const emptyDraft: QuoteDraft = {
  name: "",
  email: "",
  phone: "",
  company: "",
  preferredContact: "email",
  services: [],
  additionalServices: [],
  socialPlatforms: [],
  marketingGoals: [],
  equipmentNeeded: [],
  videoLength: "",
  websiteType: "",
  projectType: "",
  timeline: "",
  budget: "",
  urgency: defaultUrgency,
  description: "",
};

// ---- Detail questions opened by a chosen service ---------------------------

export type DetailField = "socialPlatforms" | "marketingGoals" | "equipmentNeeded" | "videoLength" | "websiteType";

/** In the order step 2 asks them (lists are checkboxes, single values a select), each with its choice list. */
export const detailQuestions: Record<DetailField, keyof QuoteOptions> = {
  socialPlatforms: "socialPlatforms",
  marketingGoals: "marketingGoals",
  equipmentNeeded: "equipment",
  videoLength: "videoLengths",
  websiteType: "websiteTypes",
};

const detailsByService: Record<ServiceId, readonly DetailField[]> = {
  marketing: ["socialPlatforms", "marketingGoals"],
  production: ["equipmentNeeded"],
  entertainment: ["videoLength"],
  emark: ["marketingGoals"],
  web: ["websiteType"],
};

/** The detail questions the chosen services open, in step 2's order. */
export function openDetails(services: readonly ServiceId[]): DetailField[] {
  const open = new Set(services.flatMap((service) => detailsByService[service]));
  return (Object.keys(detailQuestions) as DetailField[]).filter((field) => open.has(field));
}

// ---- Preselection ----------------------------------------------------------

/** A ?service= value: a core service or an add-on id preselects that box. */
export function preselectFromQuery(draft: QuoteDraft, id: string | null): QuoteDraft {
  if (id && isServiceId(id)) return { ...draft, services: addOnce(draft.services, id) };
  if (id && isAddOnId(id)) return { ...draft, additionalServices: addOnce(draft.additionalServices, id) };
  return draft;
}

export type StoredService = { status: "none" } | { status: "valid"; id: ServiceId } | { status: "corrupt"; raw: string; reason: string };

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

export function preselectStored(draft: QuoteDraft, stored: StoredService): QuoteDraft {
  return stored.status === "valid" ? { ...draft, services: addOnce(draft.services, stored.id) } : draft;
}

// ---- Checkbox groups ---------------------------------------------------------

export function toggle<T extends string>(list: readonly T[], value: T, checked: boolean): T[] {
  return checked ? addOnce(list, value) : list.filter((item) => item !== value);
}

function addOnce<T extends string>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? [...list] : [...list, value];
}

/** Keeps the catalogue's order, whatever order the boxes were ticked in. */
function inCatalogueOrder<T extends string>(chosen: readonly T[], order: readonly T[]): T[] {
  return order.filter((id) => chosen.includes(id));
}

// ---- What is sent ------------------------------------------------------------

/**
 * The schema's fields as the visitor gave them (the server trims and
 * normalises them again). Answers to detail questions that no chosen service
 * asks any more are dropped, though the draft keeps them in case the box is
 * ticked again. There is no estimate: the server computes it.
 */
export function toQuoteInput(draft: QuoteDraft): Record<QuoteField, string | string[]> {
  const open = new Set(openDetails(draft.services));
  const ifOpen = <V>(field: DetailField, value: V, closed: V): V => (open.has(field) ? value : closed);
  return {
    name: draft.name,
    email: draft.email,
    phone: draft.phone,
    company: draft.company,
    preferredContact: draft.preferredContact,
    services: inCatalogueOrder(draft.services, serviceIds),
    additionalServices: inCatalogueOrder(draft.additionalServices, addOnIds),
    socialPlatforms: ifOpen("socialPlatforms", draft.socialPlatforms, []),
    marketingGoals: ifOpen("marketingGoals", draft.marketingGoals, []),
    equipmentNeeded: ifOpen("equipmentNeeded", draft.equipmentNeeded, []),
    videoLength: ifOpen("videoLength", draft.videoLength, ""),
    websiteType: ifOpen("websiteType", draft.websiteType, ""),
    projectType: draft.projectType,
    timeline: draft.timeline,
    budget: draft.budget,
    urgency: draft.urgency,
    description: draft.description,
  };
}

// ---- Ids -----------------------------------------------------------------------

/** The id of a field's control (or of its fieldset, for a group). */
export function fieldId(field: QuoteField): string {
  return `quote-${field}`;
}
