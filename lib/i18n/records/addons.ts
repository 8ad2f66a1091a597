import { addOnFacts, type AddOnFacts } from "@/lib/catalogue/addons";
import { addOnNoteWords, addOnWords } from "@/lib/i18n/messages/en/addons";
import type { SiteTexts } from "../texts";

export interface AddOn extends AddOnFacts {
  name: string;
  description: string;
  /** What the price covers, where the spec says. */
  note?: string;
  features: readonly string[];
  idealFor: string;
}

/** The add-ons with a language's words laid over their facts by id; an add-on has a note where its words have one. */
export function addOnsWith(words: SiteTexts["catalogue"]["addOns"], notes: Readonly<Record<string, string | undefined>>): AddOn[] {
  return addOnFacts.map((facts) => {
    const note = notes[facts.id];
    return { ...facts, ...words[facts.id], ...(note === undefined ? {} : { note }) };
  });
}

/** The add-ons in English. */
export const addOns: readonly AddOn[] = addOnsWith(addOnWords, addOnNoteWords);

export function getAddOn(id: string): AddOn | undefined {
  return addOns.find((addOn) => addOn.id === id);
}
