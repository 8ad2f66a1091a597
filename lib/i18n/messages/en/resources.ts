// The resource library's English words (filters, titles, descriptions, details), by
// id; lib/catalogue/resources.ts holds the categories, file types, dates and sizes.

/** The filter chips' labels, by category ("all" matches every one). */
export const resourceFilterWords = {
  all: "All Resources",
  marketing: "Social Media Marketing",
  production: "Equipment & Production",
  entertainment: "Video Editing",
  emark: "Digital Marketing (SEO/PPC)",
  web: "Web Development",
  general: "General Guides",
};

/** Each resource's title and description. */
export const resourceItemWords = {
  "sm-guide-1": {
    title: "The Complete Social Media Marketing Guide for Indian Businesses",
    description:
      "Plan, create and measure social media content across Instagram, Facebook, LinkedIn and YouTube, with posting schedules that suit Indian audiences.",
  },
  "sm-calendar-1": {
    title: "Monthly Content Calendar Template",
    description:
      "A ready-to-use spreadsheet for planning twelve posts a month across three platforms, with festival dates and campaign slots pre-filled.",
  },
  "prod-checklist-1": {
    title: "Video Shoot Equipment Checklist",
    description:
      "Everything to pack and test before a shoot: cameras, lenses, lighting, audio and support gear, with a day-of-shoot run sheet.",
  },
  "video-presets-1": {
    title: "Reel Editing Presets and Transitions Pack",
    description:
      "Colour presets, title templates and transitions for short-form vertical video, tuned for Instagram Reels and YouTube Shorts.",
  },
  "seo-checklist-1": {
    title: "Local SEO Checklist for Small Businesses",
    description:
      "Steps to rank in local search: business profile setup, keywords, on-page basics, reviews and citations for city-level visibility.",
  },
  "ppc-planner-1": {
    title: "PPC Budget Planner",
    description: "Forecast clicks, leads and cost per acquisition for search and social ad campaigns before you spend a rupee.",
  },
  "web-launch-1": {
    title: "Website Launch Checklist",
    description:
      "Performance, accessibility, SEO and security checks to run before your new website goes live, with a post-launch monitoring plan.",
  },
  "brand-guide-1": {
    title: "Brand Identity Starter Guide",
    description: "Define your logo usage, colours, typography and tone of voice so every channel looks and sounds like the same brand.",
  },
};

/** The author, tags and overview of the two resources that have them (the spec's sm-guide-1 and prod-checklist-1). */
export const resourceDetailWords: Record<string, { author: string; tags: string[]; contentPreview: string }> = {
  "sm-guide-1": {
    author: "Social Media Team",
    tags: ["Social Media", "Content Strategy", "Instagram", "Analytics"],
    contentPreview:
      "This guide walks you through building a social media presence that brings in customers, not just likes. It covers choosing the right platforms for your business, setting goals you can measure, planning a monthly content calendar, writing captions and hashtags that reach local audiences, working with creators, and reading your analytics to decide what to post next. Each chapter ends with a checklist you can use with your team.",
  },
  "prod-checklist-1": {
    author: "Production Team",
    tags: ["Production", "Equipment", "Checklist", "Video Shoot"],
    contentPreview:
      "A shoot goes smoothly when nothing is left to chance. This checklist lists the camera bodies, lenses, batteries, memory cards, lights, stands, microphones and rigging to prepare for interviews, product shoots and events, and the tests to run the day before. It also includes a call-sheet template and a wrap-up list so every item comes back safely.",
  },
};
