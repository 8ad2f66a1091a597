import type { IconName } from "./icons";
import type { ServiceId } from "./services";
import type { Stat } from "./stats";

/** The portfolio's filter categories; each maps to the service that delivers such work. */
export const portfolioCategories = [
  { id: "social", label: "Social Media", serviceId: "marketing", icon: "megaphone" },
  { id: "production", label: "Production", serviceId: "production", icon: "camera" },
  { id: "editing", label: "Video Editing", serviceId: "entertainment", icon: "film" },
  { id: "marketing", label: "Digital Marketing", serviceId: "emark", icon: "trending-up" },
  { id: "web", label: "Web Development", serviceId: "web", icon: "code" },
] as const satisfies readonly { id: string; label: string; serviceId: ServiceId; icon: IconName }[];

export type PortfolioCategoryId = (typeof portfolioCategories)[number]["id"];
/** A category as a page shows it: its label may be a translation's. */
export interface PortfolioCategory {
  id: PortfolioCategoryId;
  label: string;
  serviceId: ServiceId;
  icon: IconName;
}

/** The filter shown first, covering every category. */
export const allProjectsFilter = { id: "all", label: "All Projects" } as const;

export interface PortfolioProject {
  id: string;
  title: string;
  category: PortfolioCategoryId;
  description: string;
  /** What the project's picture shows; the accessible name of its illustration. */
  image: string;
  client: string;
  results: string;
}

// The spec hides the nine projects' texts: these are representative samples.
export const portfolioProjects: readonly PortfolioProject[] = [
  {
    id: "organic-store-instagram",
    title: "Instagram Growth for an Organic Store",
    category: "social",
    description: "A three-month content calendar, in-store photo shoots and weekly reels that turned followers into repeat customers.",
    image: "Flat lay of fresh produce and organic products arranged for an Instagram post",
    client: "Kaveri Organics",
    results: "3x follower growth and 40% of weekly orders from Instagram",
  },
  {
    id: "cafe-festive-campaign",
    title: "Sankranti Festive Campaign",
    category: "social",
    description: "A festival campaign across Instagram and Facebook with bilingual Telugu-English creatives and influencer collaborations.",
    image: "Colourful kites and cups of chai in a festive café setting",
    client: "Chai Street Cafés",
    results: "1.2 million reach and a 65% rise in footfall during the festival week",
  },
  {
    id: "real-estate-walkthrough",
    title: "Residential Project Walkthrough Shoot",
    category: "production",
    description: "Cinema cameras, gimbals and drone-ready lighting rented for a two-day shoot of a gated community launch.",
    image: "Camera crew filming a modern apartment tower at golden hour",
    client: "Mehta Realty Group",
    results: "Shot on schedule in two days; site-visit bookings doubled in the launch month",
  },
  {
    id: "corporate-interview-series",
    title: "Leadership Interview Series",
    category: "production",
    description:
      "A complete interview kit (two cameras, three-point lighting and wireless audio) for a company's 12-part leadership series.",
    image: "Interview set with two cameras, soft lights and a presenter in a chair",
    client: "Deccan Tech Solutions",
    results: "12 episodes recorded in three days with broadcast-quality sound",
  },
  {
    id: "clinic-explainer-reels",
    title: "Patient Education Reels",
    category: "editing",
    description: "Short, captioned reels explaining common procedures, edited from doctors' raw footage with motion graphics.",
    image: "Vertical phone frames showing a doctor explaining a treatment with on-screen captions",
    client: "Sunrise Multispeciality Clinic",
    results: "20 reels delivered; average watch time up 55%",
  },
  {
    id: "wedding-film-edit",
    title: "Wedding Highlight Film",
    category: "editing",
    description: "A cinematic eight-minute highlight film and three teaser reels, colour graded and scored, from 14 hours of footage.",
    image: "Couple in traditional wedding attire under marigold decorations",
    client: "Lakshmi Studios",
    results: "Delivered in 10 days; the teaser reached 300,000 views organically",
  },
  {
    id: "academy-admissions-ads",
    title: "Admissions Lead Generation",
    category: "marketing",
    description: "Google Search and Meta lead ads with landing-page optimisation for the academic year's admission season.",
    image: "Dashboard chart of rising admission enquiries beside a school building",
    client: "Bright Minds Learning Academy",
    results: "2.5x admission enquiries at 38% lower cost per lead",
  },
  {
    id: "d2c-brand-seo",
    title: "SEO and Performance Marketing for a D2C Brand",
    category: "marketing",
    description: "Technical SEO, product-page content and retargeting campaigns for a handloom sarees brand selling across India.",
    image: "Handloom sarees displayed on an online store shown on a laptop",
    client: "Pochampally Weaves",
    results: "250% return on ad spend and 4x organic traffic in six months",
  },
  {
    id: "ngo-website",
    title: "Website for a Non-Profit",
    category: "web",
    description: "A fast, accessible website with an online donation flow, volunteer sign-up and a simple content editor for the team.",
    image: "Responsive website for a children's education charity shown on a phone and a laptop",
    client: "Akshara Foundation Trust",
    results: "Online donations up 80%; pages load in under two seconds on mobile",
  },
];

/** The highlights strip under the portfolio grid. */
export const portfolioHighlights: readonly Stat[] = [
  { id: "projects", number: "500+", label: "Projects", icon: "trophy" },
  { id: "satisfaction", number: "98%", label: "Satisfaction", icon: "star" },
  { id: "roi", number: "250%", label: "Average ROI Increase", icon: "trending-up" },
  { id: "industries", number: "50+", label: "Industries", icon: "globe" },
];

export function getPortfolioCategory(id: PortfolioCategoryId): PortfolioCategory {
  const category = portfolioCategories.find((candidate) => candidate.id === id);
  if (!category) throw new Error(`Unknown portfolio category: ${id}`);
  return category;
}
