// The navigation's and the footer's link names, by the page's path; the links'
// order and what opens a dropdown are lib/catalogue/navigation.ts's.

export const navigationWords = {
  main: {
    "/": "Home",
    "/about": "About",
    "/services": "Services",
    "/portfolio": "Portfolio",
    "/pricing": "Pricing",
    "/resources": "Resources",
    "/careers": "Careers",
    "/contact": "Contact",
  } as Record<string, string>,
  /** The Services dropdown: the navigation's short names for the five services. */
  services: {
    "/services/marketing": "Social Media Marketing",
    "/services/production": "Equipment Rentals",
    "/services/entertainment": "Video Editing",
    "/services/emark": "Digital Marketing",
    "/services/web": "Web Development",
  } as Record<string, string>,
  quickLinks: {
    "/about": "About Us",
    "/why-choose-us": "Why Choose Us",
    "/portfolio": "Portfolio",
    "/who-we-serve": "Who We Serve",
    "/pricing": "Pricing",
    "/optional-addons": "Optional Add-ons",
    "/resources": "Resources",
    "/careers": "Careers",
    "/contact": "Contact",
    "/quote": "Get a Quote",
  } as Record<string, string>,
  legal: {
    "/terms": "Terms of Service",
    "/privacy": "Privacy Policy",
    "/refund-policy": "Refund Policy",
    "/bank-payment-info": "Payment Info",
  } as Record<string, string>,
};
