import type { AddOnId } from "./addons";
import type { ServiceId } from "./services";

// Apart from the wizard's option lists so the links to the wizard (some in the
// browser) do not carry the whole catalogue with them.

/** Anything the wizard can preselect from `/quote?service={id}`: a service or an add-on. */
export type QuoteItemId = ServiceId | AddOnId;

export function quotePath(itemId?: QuoteItemId): string {
  return itemId ? `/quote?service=${itemId}` : "/quote";
}
