// The wizard's notices in the spec's words (section 8); they stay the spec's
// 5 s like every toast (components/layout/toaster.client.tsx).

export const quoteToasts = {
  submitted: {
    title: "Quote Request Submitted! 🎉",
    options: { description: "We'll review your requirements and get back to you shortly." },
  },
  failed: {
    title: "Submission Failed",
    options: {
      description: "There was an error submitting your quote. Please try again or use localStorage backup.",
    },
  },
  savedLocally: {
    title: "Data Saved Locally",
    options: { description: "Your quote request was saved to local storage due to a server error." },
  },
} as const;

/** "30 seconds", "2 minutes": how long a rate-limited visitor should wait. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.round(seconds))} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}
