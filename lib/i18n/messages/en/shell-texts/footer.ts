// The footer's words; the server renders it, so they never reach the browser's code.

export const footerTexts = {
  partners: "Trusted by growing businesses",
  /** A partner logo's alt text. */
  logo: "{name} logo",
  about:
    "A digital media agency in Hyderabad: social media, production, video editing, digital marketing and web development for businesses across India.",
  social: "Social media",
  services: "Core Services",
  quickLinks: "Quick Links",
  contact: "Contact Us",
  map: " (map, opens in a new tab)",
  rights: "All rights reserved.",
  registered: "Registered with the {registrar}",
  legal: "Legal",
};
