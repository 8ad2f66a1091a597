/**
 * Money is whole rupees everywhere except at the Razorpay boundary, which takes
 * the smallest unit (paise). Rounds so float noise (e.g. 19.99 * 100) never
 * reaches the payment provider.
 */
export function toPaise(rupees: number): number {
  if (!Number.isFinite(rupees) || rupees < 0) throw new RangeError(`Not a payable rupee amount: ${rupees}`);
  return Math.round(rupees * 100);
}
