import { formatInr } from "@/lib/format/inr";
import { contactBudgetBounds, type BudgetOption, type ContactServiceValue, type Option } from "@/lib/catalogue/contact-options";
import { optionWords } from "@/lib/i18n/messages/en/contact-options";
import { fill } from "../fill";
import type { SiteTexts } from "../texts";
import { services, type Service } from "./services";

type OptionWords = SiteTexts["catalogue"]["optionWords"];

/** Labels a band from its bounds, so each figure is typed once: "₹50,000 - ₹1,00,000". */
export function budgetBand(min: number | undefined, max: number | undefined, words: OptionWords = optionWords): BudgetOption {
  if (min === undefined && max !== undefined) return { value: `under-${max}`, label: fill(words.under, { amount: formatInr(max) }), max };
  if (min !== undefined && max === undefined) return { value: `above-${min}`, label: fill(words.above, { amount: formatInr(min) }), min };
  if (min !== undefined && max !== undefined) {
    return { value: `${min}-${max}`, label: `${formatInr(min)} - ${formatInr(max)}`, min, max };
  }
  throw new RangeError("A budget band needs at least one bound");
}

/** "Service interested in": the five services by their titles, plus Custom Solution, in the services' language. */
export function contactServiceOptionsWith(servicesHere: readonly Service[], words: OptionWords): Option<ContactServiceValue>[] {
  return [
    ...servicesHere.map((service) => ({ value: service.id, label: service.title })),
    { value: "custom", label: words.customSolution },
  ];
}

/** The budget bands, then "Let's discuss", in a language. */
export function contactBudgetOptionsWith(words: OptionWords): BudgetOption[] {
  return [...contactBudgetBounds.map(([min, max]) => budgetBand(min, max, words)), { value: "discuss", label: words.discuss }];
}

export const contactServiceOptions: readonly Option<ContactServiceValue>[] = contactServiceOptionsWith(services, optionWords);

export const contactBudgetOptions: readonly BudgetOption[] = contactBudgetOptionsWith(optionWords);
