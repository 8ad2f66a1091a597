import { equipmentWords } from "@/lib/i18n/messages/en/equipment";
import { withWords } from "@/lib/i18n/words";
import type { IconName } from "./icons";

// Equipment rental rates of the pricing page, in whole rupees. Production
// support (crew) is quoted per project: "custom".
// The words are the English message catalogue's (lib/i18n/messages/en/equipment.ts).

export type RentalRate = number | "custom";

export const equipmentCategoryIds = ["camera", "lighting", "audio", "production-support"] as const;
export type EquipmentCategoryId = (typeof equipmentCategoryIds)[number];

export interface EquipmentCategory {
  id: EquipmentCategoryId;
  category: string;
  daily: RentalRate;
  weekly: RentalRate;
  monthly: RentalRate;
  included: readonly string[];
  icon: IconName;
}

/** What a kit is besides its words: its rates and icon. */
type EquipmentFacts = Omit<EquipmentCategory, "category" | "included">;

const equipmentFacts: readonly EquipmentFacts[] = [
  { id: "camera", daily: 1500, weekly: 8999, monthly: 25000, icon: "camera" },
  { id: "lighting", daily: 1200, weekly: 6999, monthly: 20000, icon: "sun" },
  { id: "audio", daily: 800, weekly: 4999, monthly: 15000, icon: "mic" },
  { id: "production-support", daily: "custom", weekly: "custom", monthly: "custom", icon: "users" },
];

/** The rental kits in English. */
export const equipmentCategories: readonly EquipmentCategory[] = withWords(equipmentFacts, equipmentWords);

/** The rental periods in the order the rates show; their names are in pricing-texts.ts. */
export const rentalPeriods = ["daily", "weekly", "monthly"] as const satisfies readonly (keyof EquipmentCategory)[];
