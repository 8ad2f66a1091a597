import type { Locale } from "@/lib/i18n/locales";
import { paymentMethodsWith } from "@/lib/i18n/records/payment-methods";
import { textsFor } from "@/lib/i18n/texts";

/** The payment methods and their statuses' names in a language; account details, ids and icons stay the catalogue's. */
export function paymentMethodsIn(locale: Locale) {
  const { catalogue } = textsFor(locale);
  return { methods: paymentMethodsWith(catalogue.paymentMethods, catalogue.paymentQrCode), statusLabels: catalogue.paymentStatus };
}
