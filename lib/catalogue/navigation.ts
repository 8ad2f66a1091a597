import type { ServiceId } from "./services";

export interface NavItem {
  name: string;
  path: string;
  /** Services opens a dropdown of the five service pages on wide screens. */
  dropdown?: boolean;
}

export const mainNavigation: readonly NavItem[] = [
  { name: "Home", path: "/" },
  { name: "About", path: "/about" },
  { name: "Services", path: "/services", dropdown: true },
  { name: "Portfolio", path: "/portfolio" },
  { name: "Pricing", path: "/pricing" },
  { name: "Resources", path: "/resources" },
  { name: "Careers", path: "/careers" },
  { name: "Contact", path: "/contact" },
];

/** The Services dropdown: the navigation's short names for the five services. */
export const serviceNavigation: readonly { id: ServiceId; name: string; path: string }[] = [
  { id: "marketing", name: "Social Media Marketing", path: "/services/marketing" },
  { id: "production", name: "Equipment Rentals", path: "/services/production" },
  { id: "entertainment", name: "Video Editing", path: "/services/entertainment" },
  { id: "emark", name: "Digital Marketing", path: "/services/emark" },
  { id: "web", name: "Web Development", path: "/services/web" },
];

export const footerQuickLinks: readonly NavItem[] = [
  { name: "About Us", path: "/about" },
  { name: "Why Choose Us", path: "/why-choose-us" },
  { name: "Portfolio", path: "/portfolio" },
  { name: "Who We Serve", path: "/who-we-serve" },
  { name: "Pricing", path: "/pricing" },
  { name: "Optional Add-ons", path: "/optional-addons" },
  { name: "Resources", path: "/resources" },
  { name: "Careers", path: "/careers" },
  { name: "Contact", path: "/contact" },
  { name: "Get a Quote", path: "/quote" },
];

export const legalLinks: readonly NavItem[] = [
  { name: "Terms of Service", path: "/terms" },
  { name: "Privacy Policy", path: "/privacy" },
  { name: "Refund Policy", path: "/refund-policy" },
  { name: "Payment Info", path: "/bank-payment-info" },
];

/** Timings and thresholds of the shell, in the spec's units. */
export const shellTimings = {
  navScrollThresholdPx: 20,
  scrollButtonsThresholdPx: 200,
  chatButtonDelayMs: 2000,
  testimonialRotationMs: 5000,
  partnerMarqueeLoopS: 20,
} as const;
