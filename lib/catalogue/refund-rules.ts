// The refund policy's figures, which the spec fixes; the policy's words state them.

export const refundFigures = {
  /** A written refund request is due within this many days of incompletion or issue discovery. */
  requestWindowDays: 7,
  /** Approved refunds reach the original payment mode within this many business days. */
  processingBusinessDays: { min: 15, max: 30 },
} as const;
