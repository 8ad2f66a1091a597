import "server-only";
import { getEnv, type Env } from "@/lib/env";
import { isPlaceholderValue } from "@/lib/validation/placeholder-value";

export interface PaymentsConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string | undefined;
  apiBaseUrl: string;
}

/** Key ids Razorpay issues: rzp_test_… for test mode, rzp_live_… for live. */
const keyIdPattern = /^rzp_(test|live)_[A-Za-z0-9]{6,}$/;

/** Razorpay's settings, or null while the keys are missing or still placeholders. */
export function paymentsConfig(): PaymentsConfig | null {
  return readPaymentsConfig(getEnv());
}

export function readPaymentsConfig(env: Env): PaymentsConfig | null {
  const keyId = env.RAZORPAY_KEY_ID?.trim() ?? "";
  const keySecret = env.RAZORPAY_KEY_SECRET?.trim() ?? "";
  if (!keyIdPattern.test(keyId) || isPlaceholderValue(keyId)) return null;
  if (keySecret.length < 8 || isPlaceholderValue(keySecret)) return null;
  return { keyId, keySecret, webhookSecret: env.RAZORPAY_WEBHOOK_SECRET?.trim() || undefined, apiBaseUrl: env.RAZORPAY_API_BASE_URL };
}
