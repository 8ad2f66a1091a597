// Who we serve, in English, by id; lib/catalogue/audiences.ts holds the
// industries' and client types' icons and order.

/** /who-we-serve: the industries' words and the services we usually do for each, by id. */
export const industryWords = {
  startups: {
    title: "Startups and Small Businesses",
    description: "Launch with a professional brand presence and grow it without the cost of an in-house team.",
    services: ["Brand launch content", "Social media management", "Starter websites"],
  },
  ecommerce: {
    title: "E-commerce Brands",
    description: "Product photos, reels and performance campaigns that turn browsers into buyers.",
    services: ["Product shoots", "Meta and Google ads", "Store SEO"],
  },
  "real-estate": {
    title: "Real Estate",
    description: "Walkthrough videos, drone-ready shoots and lead campaigns for project launches.",
    services: ["Property walkthroughs", "Lead generation ads", "Project microsites"],
  },
  healthcare: {
    title: "Healthcare",
    description: "Accurate, reassuring content that helps clinics and hospitals reach patients responsibly.",
    services: ["Patient education videos", "Local SEO", "Appointment campaigns"],
  },
  education: {
    title: "Education",
    description: "Admission campaigns, campus films and websites for schools, colleges and coaching centres.",
    services: ["Admission campaigns", "Campus videos", "School websites"],
  },
  "non-profits": {
    title: "Non-Profits",
    description: "Stories that move people to give, volunteer and share, on budgets that respect your mission.",
    services: ["Impact storytelling", "Donation pages", "Awareness campaigns"],
  },
};

/** /who-we-serve: the ideal client types, by id. */
export const idealClientTypeWords = {
  entrepreneurs: {
    title: "Entrepreneurs",
    description:
      "Founders who need a reliable creative team from day one: we handle content, ads and the website so you can run the business.",
  },
  "established-companies": {
    title: "Established Companies",
    description: "Businesses ready to modernise their marketing, refresh their brand or scale campaigns across new cities and platforms.",
  },
  "marketing-teams": {
    title: "In-house Marketing Teams",
    description: "Teams that need extra hands: equipment, editing capacity or specialist campaign support on demand.",
  },
};
