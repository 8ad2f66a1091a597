import { addressLine, company } from "./company";
import type { FeatureFacts } from "./features";

// /about's facts: the core values' order and icons, and the company facts the
// legal information block lists. The story, mission and vision are words alone.

/** The four core values the spec names, in order, with their icons. */
export const coreValueFacts: readonly FeatureFacts[] = [
  { id: "excellence", icon: "trophy" },
  { id: "client-centric", icon: "handshake" },
  { id: "innovation", icon: "lightbulb" },
  { id: "quality", icon: "shield-check" },
];

/** The company facts the legal information block lists, in its order. */
export const legalFacts = ["legalName", "businessType", "cin", "incorporated", "industry", "registrar", "address"] as const;

export type LegalFact = (typeof legalFacts)[number];

/** The company's registration details as the legal information block lists them, in a language (labels, the two descriptive facts, the date). */
export function legalRows(
  labels: Readonly<Record<LegalFact, string>>,
  described: { businessType: string; industry: string },
  locale = "en",
): { label: string; value: string }[] {
  const incorporated = new Intl.DateTimeFormat(`${locale}-IN`, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${company.incorporatedOn}T00:00:00Z`),
  );
  const values: Record<LegalFact, string> = {
    legalName: company.legalName,
    businessType: described.businessType,
    cin: company.cin,
    incorporated,
    industry: described.industry,
    registrar: company.registrar,
    address: addressLine,
  };
  return legalFacts.map((fact) => ({ label: labels[fact], value: values[fact] }));
}
