// The add-ons' English words, by add-on id; lib/catalogue/addons.ts holds their
// order, prices, billing and icons.

export const addOnWords = {
  graphics: {
    name: "Graphic Design Pack",
    description: "Custom creatives for posts, banners and promotions, designed to your brand guidelines.",
    features: ["5-10 custom creatives", "Sized for every platform", "Editable source files", "2 rounds of changes"],
    idealFor: "Brands that need a quick batch of on-brand visuals",
  },
  boost: {
    name: "Paid Ads Boost",
    description: "A targeted paid campaign on Meta or Google to push your best content to the right audience.",
    features: ["Audience and budget setup", "Ad creatives and copy", "Campaign monitoring", "Results summary"],
    idealFor: "Launches, offers and events that need reach fast",
  },
  "seo-pro": {
    name: "SEO Pro Package",
    description: "An in-depth SEO push: technical fixes, keyword mapping and on-page optimisation for key pages.",
    features: ["Technical SEO audit and fixes", "Keyword mapping", "On-page optimisation", "Google Business Profile tune-up"],
    idealFor: "Businesses that want to rank for local searches",
  },
  branding: {
    name: "Brand Identity Kit",
    description: "A logo refresh, colour palette, typography and a one-page brand guide for a consistent look.",
    features: ["Logo design or refresh", "Colour palette and typography", "Social media profile kit", "One-page brand guide"],
    idealFor: "New businesses and brands ready for a fresh look",
  },
  reels: {
    name: "Reels Production",
    description: "Short-form vertical videos planned, shot or edited and delivered ready to post every week.",
    features: ["2 reels per week", "Trending audio and hooks", "Captions and cover frames", "Posting schedule"],
    idealFor: "Brands growing on Instagram and YouTube Shorts",
  },
  audit: {
    name: "Digital Presence Audit",
    description: "A review of your website, social profiles and search visibility with a prioritised action list.",
    features: ["Website and speed review", "Social profile review", "Search visibility check", "Prioritised action plan"],
    idealFor: "Anyone unsure where to start or what to fix first",
  },
  copywriting: {
    name: "Copywriting",
    description: "Clear, persuasive copy for your website, ads, brochures or blog, written for Indian audiences.",
    features: ["Up to 1000 words", "SEO-friendly structure", "Tone matched to your brand", "1 round of edits"],
    idealFor: "Websites, landing pages and campaigns that need words that sell",
  },
  support: {
    name: "Priority Support & Maintenance",
    description: "Ongoing updates, backups, fixes and a priority line to our team for your website and campaigns.",
    features: ["Content and plugin updates", "Weekly backups", "Priority response", "Monthly health check"],
    idealFor: "Businesses that want their site and campaigns looked after",
  },
};

/** What a price covers, by add-on id (not every add-on says). */
export const addOnNoteWords: Record<string, string> = {
  graphics: "5-10 creatives",
  boost: "Paid ads up to ₹10k ad spend",
  reels: "2 reels per week",
  copywriting: "Up to 1000 words",
};
