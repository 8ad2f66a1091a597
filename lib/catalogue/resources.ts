// The resources library. The spec fixes the categories and their labels, the
// eight-item list and the two items with detail data (sm-guide-1,
// prod-checklist-1); the wording of each resource is ours.

import { resourceFileSizes } from "./resource-file-sizes";

export const resourceCategoryIds = ["marketing", "production", "entertainment", "emark", "web", "general"] as const;
export type ResourceCategoryId = (typeof resourceCategoryIds)[number];
/** The filter chips: every category plus "all", which matches everything. */
export type ResourceFilterId = "all" | ResourceCategoryId;

export const resourceFilters: readonly { id: ResourceFilterId; label: string }[] = [
  { id: "all", label: "All Resources" },
  { id: "marketing", label: "Social Media Marketing" },
  { id: "production", label: "Equipment & Production" },
  { id: "entertainment", label: "Video Editing" },
  { id: "emark", label: "Digital Marketing (SEO/PPC)" },
  { id: "web", label: "Web Development" },
  { id: "general", label: "General Guides" },
];

export type ResourceType = "pdf" | "zip" | "xlsx";

export const resourceTypeLabels: Record<ResourceType, string> = { pdf: "PDF", zip: "ZIP", xlsx: "Excel (XLSX)" };

export interface ResourceDetail {
  author: string;
  tags: readonly string[];
  contentPreview: string;
}

export interface Resource {
  id: string;
  category: ResourceCategoryId;
  title: string;
  type: ResourceType;
  description: string;
  fileSize: string;
  /** ISO date (yyyy-mm-dd). */
  date: string;
  /** Only two resources carry the author, tags and overview preview. */
  detail?: ResourceDetail;
}

const entries: readonly Omit<Resource, "fileSize">[] = [
  {
    id: "sm-guide-1",
    category: "marketing",
    title: "The Complete Social Media Marketing Guide for Indian Businesses",
    type: "pdf",
    description:
      "Plan, create and measure social media content across Instagram, Facebook, LinkedIn and YouTube, with posting schedules that suit Indian audiences.",
    date: "2026-03-12",
    detail: {
      author: "Social Media Team",
      tags: ["Social Media", "Content Strategy", "Instagram", "Analytics"],
      contentPreview:
        "This guide walks you through building a social media presence that brings in customers, not just likes. It covers choosing the right platforms for your business, setting goals you can measure, planning a monthly content calendar, writing captions and hashtags that reach local audiences, working with creators, and reading your analytics to decide what to post next. Each chapter ends with a checklist you can use with your team.",
    },
  },
  {
    id: "sm-calendar-1",
    category: "marketing",
    title: "Monthly Content Calendar Template",
    type: "xlsx",
    description:
      "A ready-to-use spreadsheet for planning twelve posts a month across three platforms, with festival dates and campaign slots pre-filled.",
    date: "2026-02-02",
  },
  {
    id: "prod-checklist-1",
    category: "production",
    title: "Video Shoot Equipment Checklist",
    type: "pdf",
    description:
      "Everything to pack and test before a shoot: cameras, lenses, lighting, audio and support gear, with a day-of-shoot run sheet.",
    date: "2026-01-20",
    detail: {
      author: "Production Team",
      tags: ["Production", "Equipment", "Checklist", "Video Shoot"],
      contentPreview:
        "A shoot goes smoothly when nothing is left to chance. This checklist lists the camera bodies, lenses, batteries, memory cards, lights, stands, microphones and rigging to prepare for interviews, product shoots and events, and the tests to run the day before. It also includes a call-sheet template and a wrap-up list so every item comes back safely.",
    },
  },
  {
    id: "video-presets-1",
    category: "entertainment",
    title: "Reel Editing Presets and Transitions Pack",
    type: "zip",
    description:
      "Colour presets, title templates and transitions for short-form vertical video, tuned for Instagram Reels and YouTube Shorts.",
    date: "2026-04-05",
  },
  {
    id: "seo-checklist-1",
    category: "emark",
    title: "Local SEO Checklist for Small Businesses",
    type: "pdf",
    description:
      "Steps to rank in local search: business profile setup, keywords, on-page basics, reviews and citations for city-level visibility.",
    date: "2026-03-28",
  },
  {
    id: "ppc-planner-1",
    category: "emark",
    title: "PPC Budget Planner",
    type: "xlsx",
    description: "Forecast clicks, leads and cost per acquisition for search and social ad campaigns before you spend a rupee.",
    date: "2026-02-18",
  },
  {
    id: "web-launch-1",
    category: "web",
    title: "Website Launch Checklist",
    type: "pdf",
    description:
      "Performance, accessibility, SEO and security checks to run before your new website goes live, with a post-launch monitoring plan.",
    date: "2026-04-22",
  },
  {
    id: "brand-guide-1",
    category: "general",
    title: "Brand Identity Starter Guide",
    type: "pdf",
    description: "Define your logo usage, colours, typography and tone of voice so every channel looks and sounds like the same brand.",
    date: "2026-01-08",
  },
];

// Pure: client components that import only the filters must not ship the list.
export const resources: readonly Resource[] = /* @__PURE__ */ entries.map((entry) => {
  const fileSize = resourceFileSizes[entry.id];
  if (fileSize === undefined) throw new Error(`No generated file size for resource ${entry.id}: run npm run resources:generate`);
  return { ...entry, fileSize };
});

/** A resource by category and id; both must match (the spec's detail lookup rule). */
export function findResource(category: string, id: string): Resource | undefined {
  return resources.find((resource) => resource.category === category && resource.id === id);
}

export function resourceHref(resource: Pick<Resource, "category" | "id">): string {
  return `/resources/${resource.category}/${resource.id}`;
}

/** The downloadable file, generated by `npm run resources:generate` into public/resources/. */
export function resourceFileHref(resource: Pick<Resource, "id" | "type">): string {
  return `/resources/${resource.id}.${resource.type}`;
}

/** The name the browser saves the file under: the title, as a file name. */
export function resourceFileName(resource: Pick<Resource, "title" | "type">): string {
  const base = resource.title
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${base}.${resource.type}`;
}

/**
 * The library's filter: the chosen category (all matches every one) combined
 * with a case-insensitive substring match on title or description.
 */
export function matchesResource(
  resource: Pick<Resource, "category" | "title" | "description">,
  filter: ResourceFilterId,
  search: string,
): boolean {
  if (filter !== "all" && resource.category !== filter) return false;
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return resource.title.toLowerCase().includes(needle) || resource.description.toLowerCase().includes(needle);
}
