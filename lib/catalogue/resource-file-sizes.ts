// Written by npm run resources:generate (scripts/generate-resources.ts): each download's size as the library shows it.
export const resourceFileSizes: Readonly<Record<string, string | undefined>> = {
  "sm-guide-1": "7 KB",
  "sm-calendar-1": "7 KB",
  "prod-checklist-1": "6 KB",
  "video-presets-1": "186 KB",
  "seo-checklist-1": "4 KB",
  "ppc-planner-1": "6 KB",
  "web-launch-1": "5 KB",
  "brand-guide-1": "5 KB"
};
