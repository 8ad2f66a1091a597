import { refundFigures } from "@/lib/catalogue/refund-rules";

// The English words of the legal pages around their sections (policies.ts).

export const policyTexts = {
  lastUpdated: "Last updated",
  effectiveDate: "Effective date",
  /** Shown on a translated legal page only, under its date. */
  englishGoverns: "This translation is provided for your convenience. If it differs from the English version, the English version governs.",
  englishVersion: "Read the English version",
  contactUs: "Contact Us",
  privacy: {
    title: "Privacy Policy",
    description: "How we collect, use, share and protect your personal information, your rights over it and how to reach us about privacy.",
    yourRights: "Your Rights",
    exerciseRights: "How to Exercise Your Rights",
    contact: "For any question about this policy or your personal data, contact us:",
  },
  terms: {
    title: "Terms of Service",
    description:
      "The terms that apply when you use our website or engage us for marketing, production, video editing, digital marketing or web development.",
    contact: "Questions about these terms? Contact us:",
  },
  refund: {
    title: "Refund and Cancellation Policy",
    description: `When we refund payments, what is non-refundable, how to request a refund within ${refundFigures.requestWindowDays} days and how long processing takes.`,
  },
};
