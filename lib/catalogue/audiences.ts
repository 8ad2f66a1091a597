import type { IconName } from "./icons";

export interface Industry {
  id: string;
  title: string;
  description: string;
  icon: IconName;
  /** What we usually do for this industry. */
  services: readonly string[];
}

/** /who-we-serve: the six industry cards. */
export const industries: readonly Industry[] = [
  {
    id: "startups",
    title: "Startups and Small Businesses",
    description: "Launch with a professional brand presence and grow it without the cost of an in-house team.",
    icon: "rocket",
    services: ["Brand launch content", "Social media management", "Starter websites"],
  },
  {
    id: "ecommerce",
    title: "E-commerce Brands",
    description: "Product photos, reels and performance campaigns that turn browsers into buyers.",
    icon: "shopping-bag",
    services: ["Product shoots", "Meta and Google ads", "Store SEO"],
  },
  {
    id: "real-estate",
    title: "Real Estate",
    description: "Walkthrough videos, drone-ready shoots and lead campaigns for project launches.",
    icon: "home",
    services: ["Property walkthroughs", "Lead generation ads", "Project microsites"],
  },
  {
    id: "healthcare",
    title: "Healthcare",
    description: "Accurate, reassuring content that helps clinics and hospitals reach patients responsibly.",
    icon: "stethoscope",
    services: ["Patient education videos", "Local SEO", "Appointment campaigns"],
  },
  {
    id: "education",
    title: "Education",
    description: "Admission campaigns, campus films and websites for schools, colleges and coaching centres.",
    icon: "graduation-cap",
    services: ["Admission campaigns", "Campus videos", "School websites"],
  },
  {
    id: "non-profits",
    title: "Non-Profits",
    description: "Stories that move people to give, volunteer and share, on budgets that respect your mission.",
    icon: "heart",
    services: ["Impact storytelling", "Donation pages", "Awareness campaigns"],
  },
];

export interface ClientType {
  id: string;
  title: string;
  description: string;
  icon: IconName;
}

/** /who-we-serve: the three ideal client types. */
export const idealClientTypes: readonly ClientType[] = [
  {
    id: "entrepreneurs",
    title: "Entrepreneurs",
    description:
      "Founders who need a reliable creative team from day one: we handle content, ads and the website so you can run the business.",
    icon: "lightbulb",
  },
  {
    id: "established-companies",
    title: "Established Companies",
    description: "Businesses ready to modernise their marketing, refresh their brand or scale campaigns across new cities and platforms.",
    icon: "building",
  },
  {
    id: "marketing-teams",
    title: "In-house Marketing Teams",
    description: "Teams that need extra hands: equipment, editing capacity or specialist campaign support on demand.",
    icon: "users",
  },
];
