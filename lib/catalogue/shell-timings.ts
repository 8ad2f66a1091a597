/** Timings and thresholds of the shell, in the spec's units (client code imports these alone). */
export const shellTimings = {
  navScrollThresholdPx: 20,
  scrollButtonsThresholdPx: 200,
  chatButtonDelayMs: 2000,
  testimonialRotationMs: 5000,
  partnerMarqueeLoopS: 20,
} as const;
