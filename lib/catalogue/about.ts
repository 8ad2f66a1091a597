import { coreValueWords, legalLabelWords, missionWords, storyWords, visionWords } from "@/lib/i18n/messages/en/about";
import { withWords } from "@/lib/i18n/words";
import { addressLine, company } from "./company";
import type { Feature } from "./features";
import type { IconName } from "./icons";

// The spec hides the wording of the story, mission and vision: short professional copy.
// The words are the English message catalogue's (lib/i18n/messages/en/about.ts).

/** Paragraphs of "Our Story". */
export const story: readonly string[] = storyWords;

export const mission = missionWords;

export const vision = visionWords;

/** The four core values the spec names, in order, with their icons. */
const coreValueFacts: readonly { id: keyof typeof coreValueWords; icon: IconName }[] = [
  { id: "excellence", icon: "trophy" },
  { id: "client-centric", icon: "handshake" },
  { id: "innovation", icon: "lightbulb" },
  { id: "quality", icon: "shield-check" },
];

/** The four core values the spec names. */
export const coreValues: readonly Feature[] = withWords(coreValueFacts, coreValueWords);

/** The company facts the legal information block lists, in its order. */
const legalFacts = ["legalName", "businessType", "cin", "incorporated", "industry", "registrar", "address"] as const;

type LegalFact = (typeof legalFacts)[number];

/** The legal information block's labels, one per company fact. */
export const legalLabels = Object.fromEntries(legalFacts.map((fact) => [fact, legalLabelWords[fact]])) as Record<LegalFact, string>;

/** The company's registration details as the legal information block lists them, in a language (labels, the two descriptive facts, the date). */
export function legalRows(
  labels: Readonly<Record<keyof typeof legalLabels, string>>,
  described: { businessType: string; industry: string },
  locale = "en",
): { label: string; value: string }[] {
  const incorporated = new Intl.DateTimeFormat(`${locale}-IN`, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${company.incorporatedOn}T00:00:00Z`),
  );
  const values: Record<keyof typeof legalLabels, string> = {
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

/** The legal information block, read from the company facts. */
export const legalInformation: readonly { label: string; value: string }[] = legalRows(legalLabels, company);
