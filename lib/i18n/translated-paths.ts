// Written by npm run routes:generate (scripts/route-lists.ts) from the page registry
// (lib/routing/pages.ts) and the catalogue's services, openings and resources: change those, then
// run it. No imports: the proxy, next.config.ts and the browser read this file.

/**
 * The pages that exist in every language: every public page but a blog post
 * (the editors write posts in English), which a translated page links to as it is.
 */
export const translatedPaths: readonly string[] = [
  "/",
  "/about",
  "/services",
  "/services/marketing",
  "/services/production",
  "/services/entertainment",
  "/services/emark",
  "/services/web",
  "/why-choose-us",
  "/portfolio",
  "/who-we-serve",
  "/optional-addons",
  "/pricing",
  "/contact",
  "/quote",
  "/careers",
  "/careers/digital-marketing-specialist",
  "/careers/social-media-manager",
  "/careers/video-editor-motion-graphics-artist",
  "/careers/web-developer-react-nodejs",
  "/careers/graphic-designer",
  "/careers/handyman-general-maintenance",
  "/careers/content-writer-seo-analyst",
  "/resources",
  "/resources/marketing/sm-guide-1",
  "/resources/marketing/sm-calendar-1",
  "/resources/production/prod-checklist-1",
  "/resources/entertainment/video-presets-1",
  "/resources/emark/seo-checklist-1",
  "/resources/emark/ppc-planner-1",
  "/resources/web/web-launch-1",
  "/resources/general/brand-guide-1",
  "/feeds",
  "/blog",
  "/privacy",
  "/terms",
  "/refund-policy",
  "/bank-payment-info",
  "/search",
];
