import type { buyNowTexts } from "./messages/en/buy-now-texts";
import type { paymentToastTexts } from "./messages/en/payment-toast-texts";
import type { ClientShellTexts } from "./messages/en/shell-texts";

/**
 * The words client parts ask for with useWords (components/ui/words.client.tsx),
 * by namespace: the shell's parts, the pages' names the breadcrumb reads, and
 * the Buy Now buttons' words and their payment's toasts (given by the pages that have them).
 */
export type ClientWords = ClientShellTexts & {
  pageNames: Readonly<Record<string, string>>;
  buyNow: typeof buyNowTexts;
  payment: typeof paymentToastTexts;
};
