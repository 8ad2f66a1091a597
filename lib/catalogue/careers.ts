import type { IconName } from "./icons";

// The careers page: seven fixed openings (title, location and type exactly as
// the spec's table), the "Applying for" choices and the "Why Work With Us?" points.

export type JobType = "full-time" | "part-time/freelance" | "contract";

export interface JobOpening {
  /** URL-safe id; Apply Now links carry it as ?position={id}. */
  id: string;
  title: string;
  location: string;
  type: JobType;
}

export const jobOpenings: readonly JobOpening[] = [
  { id: "digital-marketing-specialist", title: "Digital Marketing Specialist", location: "Hyderabad (hybrid)", type: "full-time" },
  { id: "social-media-manager", title: "Social Media Manager", location: "remote", type: "full-time" },
  {
    id: "video-editor-motion-graphics-artist",
    title: "Video Editor & Motion Graphics Artist",
    location: "Hyderabad (on-site)",
    type: "full-time",
  },
  { id: "web-developer-react-nodejs", title: "Web Developer (React & Node.js)", location: "Hyderabad (hybrid)", type: "full-time" },
  { id: "graphic-designer", title: "Graphic Designer", location: "remote", type: "part-time/freelance" },
  {
    id: "handyman-general-maintenance",
    title: "Handyman - General Maintenance (Local)",
    location: "Hyderabad (local)",
    type: "contract",
  },
  { id: "content-writer-seo-analyst", title: "Content Writer & SEO Analyst", location: "remote", type: "full-time" },
];

export const generalApplication = "Other / General Application";

/** When the current openings were published (JobPosting datePosted). Update with the list. */
export const jobsPostedOn = "2026-11-01";

/** The form's "Applying for" select: the seven titles, then the general choice. */
export const applyingForOptions: readonly string[] = [...jobOpenings.map((job) => job.title), generalApplication];

/** The opening an Apply Now link points at, or undefined for a missing or unknown id. */
export function findJobOpening(id: string | null | undefined): JobOpening | undefined {
  return id ? jobOpenings.find((job) => job.id === id) : undefined;
}

export const jobTypeLabels: Record<JobType, string> = {
  "full-time": "Full-time",
  "part-time/freelance": "Part-time / Freelance",
  contract: "Contract",
};

export const whyWorkWithUs: readonly { title: string; description: string; icon: IconName }[] = [
  {
    title: "Collaborative Culture",
    description: "A small, close-knit team where strategists, editors, designers and developers share ideas openly and ship work together.",
    icon: "users",
  },
  {
    title: "Growth Opportunities",
    description:
      "Hands-on work across brands and industries, time to learn new tools, and room to take on more responsibility as you grow.",
    icon: "trending-up",
  },
  {
    title: "Impactful Work",
    description: "Your campaigns, videos and websites go live for real businesses across India, and you see the results they deliver.",
    icon: "target",
  },
];
