import { generateSecret, generateURI, verify } from "otplib";

// RFC 6238 codes as authenticator apps make them: SHA-1, 6 digits, 30 s. One
// step either side is accepted for a phone's clock running a little off; a
// code is accepted once (the caller keeps the last step, afterTimeStep).
// Not server-only: the e2e helpers compute codes with the same settings.

export const totpIssuer = "Agency Dashboard";
export const totpPeriodSeconds = 30;

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function totpUri(secret: string, email: string): string {
  return generateURI({ issuer: totpIssuer, label: email, secret });
}

/** The RFC 6238 step of a valid code later than `afterStep`, or null. */
export async function acceptedTotpStep(secret: string, code: string, afterStep: number, now = Date.now()): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const epoch = Math.floor(now / 1000);
  const result = await verify({
    secret,
    token: code,
    epoch,
    epochTolerance: totpPeriodSeconds,
    afterTimeStep: afterStep,
  }).catch(() => ({ valid: false as const }));
  return result.valid ? Math.floor(epoch / totpPeriodSeconds) + result.delta : null;
}
