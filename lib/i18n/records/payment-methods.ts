import { paymentMethodFacts, type PaymentMethodFacts, type PaymentMethodStatus } from "@/lib/catalogue/payment-methods";
import { paymentMethodWords, paymentQrCodeWords, paymentStatusWords } from "@/lib/i18n/messages/en/payment-methods";
import type { SiteTexts } from "../texts";
import { relabelled } from "../words";

export interface PaymentMethod extends Omit<PaymentMethodFacts, "details" | "qrCode"> {
  name: string;
  description: string;
  /** Label/value rows shown on the card (account details, UPI id). */
  details: readonly { id: string; label: string; value: string }[];
  note: string;
  /** Text alternative of a QR code; no QR image is published yet. */
  qrCode?: string;
}

/** The payment methods with a language's words laid over their facts by id (each row's label by the row's id). */
export function paymentMethodsWith(words: SiteTexts["catalogue"]["paymentMethods"], qrCodeWords: string): PaymentMethod[] {
  return paymentMethodFacts.map(({ id, details, upiId, qrCode, status, icon }) => {
    const { name, description, note, detailLabels } = words[id];
    return {
      id,
      name,
      description,
      details: relabelled(details, detailLabels),
      ...(upiId ? { upiId } : {}),
      ...(qrCode ? { qrCode: qrCodeWords } : {}),
      note,
      status,
      icon,
    };
  });
}

/** The payment methods in English. */
export const paymentMethods: readonly PaymentMethod[] = paymentMethodsWith(paymentMethodWords, paymentQrCodeWords);

export const paymentStatusLabels: Readonly<Record<PaymentMethodStatus, string>> = paymentStatusWords;
