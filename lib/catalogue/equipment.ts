import type { IconName } from "./icons";

// Equipment rental rates of the pricing page, in whole rupees. Production
// support (crew) is quoted per project: "custom".

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

export const equipmentCategories: readonly EquipmentCategory[] = [
  {
    id: "camera",
    category: "Camera Equipment",
    daily: 1500,
    weekly: 8999,
    monthly: 25000,
    included: ["4K mirrorless camera body", "24-70 mm and 50 mm lenses", "Tripod and gimbal", "Batteries and 2 memory cards"],
    icon: "camera",
  },
  {
    id: "lighting",
    category: "Lighting Equipment",
    daily: 1200,
    weekly: 6999,
    monthly: 20000,
    included: ["3-point LED light kit", "Softboxes and diffusers", "Light stands", "5-in-1 reflector"],
    icon: "sun",
  },
  {
    id: "audio",
    category: "Audio Equipment",
    daily: 800,
    weekly: 4999,
    monthly: 15000,
    included: ["Wireless lavalier pair", "Shotgun mic with boom pole", "Portable audio recorder", "Monitoring headphones"],
    icon: "mic",
  },
  {
    id: "production-support",
    category: "Production Support",
    daily: "custom",
    weekly: "custom",
    monthly: "custom",
    included: ["Camera operator and crew", "On-set direction", "Location and studio coordination", "Equipment transport and setup"],
    icon: "users",
  },
];

/** The rental periods in the order the rates show; their names are in pricing-texts.ts. */
export const rentalPeriods = ["daily", "weekly", "monthly"] as const satisfies readonly (keyof EquipmentCategory)[];
