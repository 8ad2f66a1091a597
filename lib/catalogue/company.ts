import type { IconName } from "./icons";

// Company facts shown across the site. The spec hides the brand name, e-mail,
// phone, address, CIN, UPI id and bank details: the values marked PLACEHOLDER
// below are stand-ins to replace before launch. They live here and nowhere else.
// Its two descriptive facts (business type, industry) are words, laid beside these by the legal block.

export const company = {
  /** PLACEHOLDER: the registered brand name. */
  name: "Agency Name",
  /** PLACEHOLDER: the legal name as registered (a one-person company). */
  legalName: "Agency Name (OPC) Private Limited",
  incorporatedOn: "2023-12-29",
  registrar: "Registrar of Companies, Hyderabad",
  /** PLACEHOLDER: corporate identification number. */
  cin: "U00000TG2023OPC000000",
  /** PLACEHOLDER: the public business e-mail. */
  email: "hello@example.com",
  /** PLACEHOLDER: the phone number, also used for WhatsApp chat (digits only for links). */
  phone: { display: "+91 90000 00000", e164: "+919000000000" },
  /** PLACEHOLDER: the registered office address. */
  address: {
    street: "Office address line",
    locality: "Hyderabad",
    region: "Telangana",
    postalCode: "500001",
    country: "IN",
  },
  /** PLACEHOLDER: UPI id for payments. */
  upiId: "agency@upi",
  /** PLACEHOLDER: bank account details for transfers. */
  bank: {
    accountName: "Agency Name (OPC) Private Limited",
    accountNumber: "{account number}",
    ifsc: "{IFSC code}",
    bankName: "{bank name}",
    branch: "Hyderabad",
  },
  /** PLACEHOLDER: the company's external blog (Feeds page "Visit Blog"). */
  externalBlogUrl: "https://blog.example.com",
} as const;

export const addressLine = [company.address.street, company.address.locality, company.address.region, company.address.postalCode].join(
  ", ",
);

/** Business hours in IST, as the spec fixes them; their days and hours as a page says them are words, by id. */
export const businessHourFacts = [
  { id: "weekdays", opens: "09:00", closes: "18:00", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] },
  { id: "saturday", opens: "10:00", closes: "16:00", dayOfWeek: ["Saturday"] },
  { id: "sunday", opens: null, closes: null, dayOfWeek: ["Sunday"] },
] as const;

/** How soon the team answers, as figures (the inquiries' and quotes' times are words). */
export const responseTimeFacts = {
  servicePage: "24-48h",
  privacyRequestsDays: 30,
  privacyInquiriesHours: 48,
} as const;

/** The greeting prefilled in every WhatsApp chat link. */
export const chatGreeting = "Hello! I'd like more information about your digital media services.";

export const links = {
  mail: `mailto:${company.email}`,
  tel: `tel:${company.phone.e164}`,
  chat: `https://wa.me/${company.phone.e164.replace("+", "")}?text=${encodeURIComponent(chatGreeting)}`,
  maps: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLine)}`,
  /** Book a Demo: a calendar event-creation page prefilled per the spec, with the company as guest. */
  bookDemo:
    "https://calendar.google.com/calendar/render?" +
    new URLSearchParams({
      action: "TEMPLATE",
      text: `Demo booking with ${company.name}`,
      details: "A short call to discuss our digital media services and how they fit your business.",
      add: company.email,
    }).toString(),
} as const;

/** PLACEHOLDER: the company's social profiles (five networks; lucide has no brand marks). */
export const socialLinks: readonly { name: string; href: string; icon: IconName }[] = [
  { name: "Facebook", href: "https://www.facebook.com/", icon: "thumbs-up" },
  { name: "Instagram", href: "https://www.instagram.com/", icon: "camera" },
  { name: "Twitter / X", href: "https://x.com/", icon: "message-circle" },
  { name: "LinkedIn", href: "https://www.linkedin.com/", icon: "briefcase" },
  { name: "YouTube", href: "https://www.youtube.com/", icon: "play" },
];
