import { addressLine, company } from "./company";
import type { Feature } from "./features";

// The spec hides the wording of the story, mission and vision: short professional copy.

/** Paragraphs of "Our Story". */
export const story: readonly string[] = [
  "We started in Hyderabad with a camera kit, an editing workstation and a simple belief: every business, whatever its size, deserves content that looks and performs like a big brand's.",
  "Since then we have grown into a full-service digital media partner. We plan social media, rent production equipment, edit videos, run search and social ad campaigns and build websites for startups, local businesses and established companies across India.",
  "We stay small on purpose. You work directly with the people who create your content, and every rupee you spend is tied to a goal we agree on together.",
];

export const mission = "To help Indian businesses grow with creative, measurable digital media at prices that make sense for them.";

export const vision =
  "To be the most trusted digital media partner for growing businesses in South India, known for work that is as effective as it is beautiful.";

/** The four core values the spec names. */
export const coreValues: readonly Feature[] = [
  {
    id: "excellence",
    title: "Passion for Excellence",
    description: "We care about every frame, caption and line of code, and we do not ship work we are not proud of.",
    icon: "trophy",
  },
  {
    id: "client-centric",
    title: "Client-Centric Approach",
    description: "Your goals set our priorities. We listen first, explain clearly and stay reachable throughout.",
    icon: "handshake",
  },
  {
    id: "innovation",
    title: "Innovation and Creativity",
    description: "We try new formats, tools and ideas so your brand stands out instead of blending in.",
    icon: "lightbulb",
  },
  {
    id: "quality",
    title: "Quality Assurance",
    description: "Every deliverable is reviewed against a checklist before it reaches you, with revisions built in.",
    icon: "shield-check",
  },
];

/** The legal information block's labels, one per company fact. */
export const legalLabels = {
  legalName: "Legal Name",
  businessType: "Business Type",
  cin: "Corporate Identification Number (CIN)",
  incorporated: "Date of Incorporation",
  industry: "Industry",
  registrar: "Registrar",
  address: "Registered Address",
};

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
  return (Object.keys(legalLabels) as (keyof typeof legalLabels)[]).map((fact) => ({ label: labels[fact], value: values[fact] }));
}

/** The legal information block, read from the company facts. */
export const legalInformation: readonly { label: string; value: string }[] = legalRows(legalLabels, company);
