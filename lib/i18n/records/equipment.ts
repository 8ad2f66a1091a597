import { equipmentFacts, type EquipmentFacts } from "@/lib/catalogue/equipment";
import { equipmentWords } from "@/lib/i18n/messages/en/equipment";
import type { SiteTexts } from "../texts";
import { withWords } from "../words";

export interface EquipmentCategory extends EquipmentFacts {
  category: string;
  included: readonly string[];
}

/** The rental kits with a language's words laid over their facts by id. */
export function equipmentWith(words: SiteTexts["catalogue"]["equipment"]): EquipmentCategory[] {
  return withWords(equipmentFacts, words);
}

/** The rental kits in English. */
export const equipmentCategories: readonly EquipmentCategory[] = equipmentWith(equipmentWords);
