import { paymentMethods, paymentStatusLabels, type PaymentMethod } from "@/lib/catalogue/payment-methods";
import type { Locale } from "./locales";
import { textsFor } from "./texts";
import { relabelled } from "./words";

/** The payment methods and their statuses' names in a language; account details, ids and icons stay the catalogue's. */
export function paymentMethodsIn(locale: Locale) {
  const { catalogue } = textsFor(locale);
  const methods: PaymentMethod[] = paymentMethods.map((method) => {
    const words = catalogue.paymentMethods[method.id];
    return {
      ...method,
      name: words.name,
      description: words.description,
      note: words.note,
      details: relabelled(method.details, words.detailLabels),
      ...(method.qrCode ? { qrCode: catalogue.paymentQrCode } : {}),
    };
  });
  return { methods, statusLabels: { ...paymentStatusLabels, ...catalogue.paymentStatus } };
}
