// The words are the English message catalogue's (lib/i18n/messages/en/audiences.ts).
import { idealClientTypeWords, industryWords } from "@/lib/i18n/messages/en/audiences";
import { withWords } from "@/lib/i18n/words";
import type { IconName } from "./icons";

export interface Industry {
  id: string;
  title: string;
  description: string;
  icon: IconName;
  /** What we usually do for this industry. */
  services: readonly string[];
}

/** /who-we-serve: the six industry cards, in order, with their icons. */
const industryFacts: readonly { id: keyof typeof industryWords; icon: IconName }[] = [
  { id: "startups", icon: "rocket" },
  { id: "ecommerce", icon: "shopping-bag" },
  { id: "real-estate", icon: "home" },
  { id: "healthcare", icon: "stethoscope" },
  { id: "education", icon: "graduation-cap" },
  { id: "non-profits", icon: "heart" },
];

/** /who-we-serve: the six industry cards. */
export const industries: readonly Industry[] = withWords(industryFacts, industryWords);

export interface ClientType {
  id: string;
  title: string;
  description: string;
  icon: IconName;
}

/** /who-we-serve: the three ideal client types, in order, with their icons. */
const clientTypeFacts: readonly { id: keyof typeof idealClientTypeWords; icon: IconName }[] = [
  { id: "entrepreneurs", icon: "lightbulb" },
  { id: "established-companies", icon: "building" },
  { id: "marketing-teams", icon: "users" },
];

/** /who-we-serve: the three ideal client types. */
export const idealClientTypes: readonly ClientType[] = withWords(clientTypeFacts, idealClientTypeWords);
