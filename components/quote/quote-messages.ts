import { shellTimings } from "@/lib/catalogue/navigation";

// The wizard's notices in the spec's words (section 8), with the spec's 5 s.

const duration = shellTimings.toastMs;

export const quoteToasts = {
  submitted: {
    title: "Quote Request Submitted! 🎉",
    options: { description: "We'll review your requirements and get back to you shortly.", duration },
  },
  failed: {
    title: "Submission Failed",
    options: {
      description: "There was an error submitting your quote. Please try again or use localStorage backup.",
      duration,
    },
  },
  savedLocally: {
    title: "Data Saved Locally",
    options: { description: "Your quote request was saved to local storage due to a server error.", duration },
  },
} as const;

/** "30 seconds", "2 minutes": how long a rate-limited visitor should wait. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.round(seconds))} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}
