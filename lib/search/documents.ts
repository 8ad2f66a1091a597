import { addOns } from "@/lib/catalogue/addons";
import { jobOpenings } from "@/lib/catalogue/careers";
import { footerQuickLinks, legalLinks, mainNavigation, serviceNavigation } from "@/lib/catalogue/navigation";
import { plans } from "@/lib/catalogue/plans";
import { resourceCategoryLabels, resourceFilters, resourceHref, resources, resourceTypeLabels } from "@/lib/catalogue/resources";
import { servicePath, services } from "@/lib/catalogue/services";
import { formatInr } from "@/lib/format/inr";
import type { PlanBilling } from "@/lib/catalogue/plans";

// What the site search looks through: every service, plan, add-on, resource
// and page, reshaped into one flat document type. Built from the catalogue,
// so a new catalogue entry is searchable without touching this module.

export const searchKinds = ["service", "plan", "add-on", "resource", "page"] as const;
export type SearchKind = (typeof searchKinds)[number];

export const searchKindLabels: Record<SearchKind, string> = {
  service: "Service",
  plan: "Plan",
  "add-on": "Add-on",
  resource: "Resource",
  page: "Page",
};

export interface SearchDocument {
  kind: SearchKind;
  title: string;
  href: string;
  /** Shown under the title in the results. */
  excerpt: string;
  /** Further text that matches but is not shown (features, tags, short names). */
  keywords: readonly string[];
}

const billingLabels: Record<PlanBilling, string> = {
  monthly: "per month",
  "per-day": "per day",
  "one-time": "one-time",
};

/**
 * One-line summaries of the site's pages; titles come from the navigation.
 * Pages outside the navigation (feeds, blog) carry their own title here.
 */
const pageSummaries: Record<string, { title?: string; excerpt: string; keywords?: readonly string[] }> = {
  "/": {
    excerpt: "Social media, production, video editing, digital marketing and web development for businesses in Hyderabad and across India.",
  },
  "/about": { excerpt: "Who we are, our story, our values and the team behind the agency.", keywords: ["team", "story", "mission"] },
  "/services": {
    excerpt: "Our five core services, how we work and what each one includes.",
    keywords: serviceNavigation.map((s) => s.name),
  },
  "/portfolio": {
    excerpt: "Selected projects across social media, video, digital marketing and web.",
    keywords: ["projects", "case studies", "work"],
  },
  "/pricing": {
    excerpt: "Monthly and yearly plans, add-ons, equipment rental rates and enterprise packages in INR.",
    keywords: ["price", "cost", "plans", "rates", "yearly", "monthly", "faq"],
  },
  "/resources": { excerpt: "Free guides, checklists and templates to download.", keywords: resourceFilters.map((f) => f.label) },
  "/careers": {
    excerpt: `${jobOpenings.length} open positions and why you should work with us.`,
    keywords: ["jobs", "hiring", "apply", ...jobOpenings.map((job) => job.title)],
  },
  "/contact": { excerpt: "Send us a message, call or e-mail our Hyderabad team.", keywords: ["phone", "email", "address", "support"] },
  "/why-choose-us": { excerpt: "What makes us different and why clients stay with us.", keywords: ["benefits", "reasons"] },
  "/who-we-serve": { excerpt: "The businesses and industries we work with.", keywords: ["industries", "audiences", "clients"] },
  "/optional-addons": {
    excerpt: "Extras you can add to any plan, from design packs to ad boosts.",
    keywords: addOns.map((addOn) => addOn.name),
  },
  "/quote": { excerpt: "Tell us what you need and get an estimate for your project.", keywords: ["estimate", "quotation", "price"] },
  "/terms": { excerpt: "The terms that apply to our website and services.", keywords: ["legal", "conditions", "payment terms"] },
  "/privacy": {
    excerpt: "How we collect, use and protect your personal information.",
    keywords: ["legal", "data", "personal information", "cookies"],
  },
  "/refund-policy": { excerpt: "When we refund payments and how to cancel a service.", keywords: ["legal", "refund", "cancellation"] },
  "/bank-payment-info": {
    excerpt: "Bank transfer, UPI, online payment and PayPal details.",
    keywords: ["bank", "upi", "paypal", "neft", "invoice", "payment"],
  },
  "/feeds": {
    title: "Feeds",
    excerpt: "Our latest news, blog, industry RSS feeds and social media channels.",
    keywords: ["news", "rss", "social media", "youtube", "instagram"],
  },
  "/blog": { title: "Blog", excerpt: "Articles and insights from our team.", keywords: ["articles", "posts", "news"] },
};

function pageDocuments(): SearchDocument[] {
  const named = new Map<string, string>();
  for (const item of [...mainNavigation, ...footerQuickLinks, ...legalLinks]) {
    if (!named.has(item.path)) named.set(item.path, item.name);
  }
  return Object.entries(pageSummaries).map(([path, summary]) => {
    const title = summary.title ?? named.get(path);
    if (!title) throw new Error(`Search page ${path} has no title`);
    return { kind: "page", title, href: path, excerpt: summary.excerpt, keywords: summary.keywords ?? [] };
  });
}

export function buildSearchDocuments(): SearchDocument[] {
  return [
    ...services.map((service): SearchDocument => ({
      kind: "service",
      title: service.title,
      href: servicePath(service.id),
      excerpt: service.description,
      keywords: [
        service.subtitle,
        ...serviceNavigation.filter((link) => link.id === service.id).map((link) => link.name),
        ...service.features,
        ...service.benefits,
        ...service.deliverables,
        ...service.optionalAddOns.map((addOn) => addOn.name),
      ],
    })),
    ...plans.map((plan): SearchDocument => ({
      kind: "plan",
      title: `${plan.name} Plan`,
      href: "/pricing#plans",
      excerpt: `From ${formatInr(plan.monthlyPrice)} ${billingLabels[plan.billing]}. ${plan.description}`,
      keywords: [plan.subtitle, ...plan.features],
    })),
    ...addOns.map((addOn): SearchDocument => ({
      kind: "add-on",
      title: addOn.name,
      href: `/optional-addons#addon-${addOn.id}`,
      excerpt: addOn.description,
      keywords: [addOn.id, addOn.idealFor, ...(addOn.note ? [addOn.note] : []), ...addOn.features],
    })),
    ...resources.map((resource): SearchDocument => ({
      kind: "resource",
      title: resource.title,
      href: resourceHref(resource),
      excerpt: resource.description,
      keywords: [resourceCategoryLabels[resource.category], resourceTypeLabels[resource.type], ...(resource.detail?.tags ?? [])],
    })),
    ...pageDocuments(),
  ];
}

/** The catalogue's documents, built once per server process. */
export const siteDocuments: readonly SearchDocument[] = buildSearchDocuments();
