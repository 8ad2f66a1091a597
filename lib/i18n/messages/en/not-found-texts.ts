/** What an address that names no page answers with, in English (app/global-not-found.tsx, app/[locale]/not-found). */
export const notFoundTexts = {
  title: "Page Not Found",
  description: "The page you were looking for does not exist or has moved.",
  lead: "The page you're looking for doesn't exist or has moved. Try one of these instead, or search the site from the navigation bar.",
  home: "Back to Home",
  services: "Explore Services",
  contact: "Contact Us",
};
