import type { IconName } from "./icons";

// Equipment rental rates of the pricing page, in whole rupees. Production
// support (crew) is quoted per project: "custom". Each kit's name and what it
// includes are words, laid over these facts by id.

export type RentalRate = number | "custom";

export const equipmentCategoryIds = ["camera", "lighting", "audio", "production-support"] as const;
export type EquipmentCategoryId = (typeof equipmentCategoryIds)[number];

/** What a kit is besides its words: its rates and icon. */
export interface EquipmentFacts {
  id: EquipmentCategoryId;
  daily: RentalRate;
  weekly: RentalRate;
  monthly: RentalRate;
  icon: IconName;
}

export const equipmentFacts: readonly EquipmentFacts[] = [
  { id: "camera", daily: 1500, weekly: 8999, monthly: 25000, icon: "camera" },
  { id: "lighting", daily: 1200, weekly: 6999, monthly: 20000, icon: "sun" },
  { id: "audio", daily: 800, weekly: 4999, monthly: 15000, icon: "mic" },
  { id: "production-support", daily: "custom", weekly: "custom", monthly: "custom", icon: "users" },
];

/** The rental periods in the order the rates show; their names are the pricing page's words. */
export const rentalPeriods = ["daily", "weekly", "monthly"] as const satisfies readonly (keyof EquipmentFacts)[];
