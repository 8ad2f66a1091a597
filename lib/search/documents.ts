import { addOns } from "@/lib/i18n/records/addons";
import type { BlogPostDigest } from "@/lib/cms/blog-view";
import { jobOpenings } from "@/lib/i18n/records/careers";
import { serviceNavigation } from "@/lib/i18n/records/navigation";
import { plans } from "@/lib/i18n/records/plans";
import { resourceFilters } from "@/lib/i18n/records/resources";
import { servicePath } from "@/lib/catalogue/services";
import { formatInr } from "@/lib/format/inr";
import { fill } from "@/lib/i18n/fill";
import { pathIn, type Locale } from "@/lib/i18n/locales";
import { pageNamesIn } from "@/lib/pages/page-words";
import { addOnsIn } from "@/lib/pages/pricing";
import { resourcesIn } from "@/lib/pages/resources";
import { servicesIn } from "@/lib/pages/services";
import { textsFor } from "@/lib/i18n/texts";

// What the site search looks through: every service, plan, add-on, resource
// and page, reshaped into one flat document type, in each of the site's
// languages. Built from the catalogue and its translations, so a new
// catalogue entry is searchable without touching this module.

export const searchKinds = ["service", "plan", "add-on", "resource", "post", "page"] as const;
export type SearchKind = (typeof searchKinds)[number];

export interface SearchDocument {
  kind: SearchKind;
  title: string;
  href: string;
  /** Shown under the title in the results. */
  excerpt: string;
  /** Further text that matches but is not shown (features, tags, short names; the English ones in every language). */
  keywords: readonly string[];
}

/** Words a page's summary does not say but a visitor may search for it by (in English, which visitors type in every language). */
const pageKeywords: Readonly<Record<string, readonly string[]>> = {
  "/about": ["team", "story", "mission"],
  "/services": serviceNavigation.map((link) => link.name),
  "/portfolio": ["projects", "case studies", "work"],
  "/pricing": ["price", "cost", "plans", "rates", "yearly", "monthly", "faq"],
  "/resources": resourceFilters.map((filter) => filter.label),
  "/careers": ["jobs", "hiring", "apply", ...jobOpenings.map((job) => job.title)],
  "/contact": ["phone", "email", "address", "support"],
  "/why-choose-us": ["benefits", "reasons"],
  "/who-we-serve": ["industries", "audiences", "clients"],
  "/optional-addons": addOns.map((addOn) => addOn.name),
  "/quote": ["estimate", "quotation", "price"],
  "/terms": ["legal", "conditions", "payment terms"],
  "/privacy": ["legal", "data", "personal information", "cookies"],
  "/refund-policy": ["legal", "refund", "cancellation"],
  "/bank-payment-info": ["bank", "upi", "paypal", "neft", "invoice", "payment"],
  "/feeds": ["news", "rss", "social media", "youtube", "instagram"],
  "/blog": ["articles", "posts", "news"],
};

function pageDocuments(locale: Locale): SearchDocument[] {
  const { search } = textsFor(locale);
  const titles = pageNamesIn(locale);
  return Object.entries(search.pages).map(([path, excerpt]) => {
    const title = titles[path];
    if (!title) throw new Error(`Search page ${path} has no title`);
    return {
      kind: "page",
      title,
      href: pathIn(locale, path),
      excerpt: fill(excerpt, { count: jobOpenings.length }),
      keywords: pageKeywords[path] ?? [],
    };
  });
}

function buildSearchDocuments(locale: Locale): SearchDocument[] {
  const { search, catalogue } = textsFor(locale);
  const englishServices = servicesIn("en");
  return [
    ...servicesIn(locale).map((service): SearchDocument => ({
      kind: "service",
      title: service.title,
      href: pathIn(locale, servicePath(service.id)),
      excerpt: service.description,
      keywords: [
        service.subtitle,
        ...serviceNavigation.filter((link) => link.id === service.id).map((link) => link.name),
        ...service.features,
        ...service.benefits,
        ...service.deliverables,
        ...service.optionalAddOns.map((addOn) => addOn.name),
        ...(locale === "en" ? [] : englishServices.filter((english) => english.id === service.id).map((english) => english.title)),
      ],
    })),
    ...plans.map((plan): SearchDocument => {
      const words = catalogue.plans[plan.id];
      return {
        kind: "plan",
        title: fill(search.planTitle, { name: words.name }),
        href: `${pathIn(locale, "/pricing")}#plans`,
        excerpt: fill(search.planExcerpt, {
          price: formatInr(plan.monthlyPrice),
          billing: search.billing[plan.billing],
          description: words.description,
        }),
        keywords: [plan.subtitle, ...words.features],
      };
    }),
    ...addOnsIn(locale).map((addOn): SearchDocument => ({
      kind: "add-on",
      title: addOn.name,
      href: `${pathIn(locale, "/optional-addons")}#addon-${addOn.id}`,
      excerpt: addOn.description,
      keywords: [addOn.id, addOn.idealFor, ...(addOn.note ? [addOn.note] : []), ...addOn.features],
    })),
    ...resourcesIn(locale).resources.map((resource): SearchDocument => ({
      kind: "resource",
      title: resource.title,
      href: resource.href,
      excerpt: resource.description,
      keywords: [resource.categoryLabel, resource.typeLabel, ...(resource.detail?.tags ?? [])],
    })),
    ...pageDocuments(locale),
  ];
}

/**
 * The blog's posts as search documents, the same in every language (the posts
 * are written in English and open at their English address; the results name
 * them as English posts in the page's language). Their text matches but is not
 * shown: at most 50 posts of 5,000 characters each (lib/cms/blog-view.ts), which bounds a search's work.
 */
export function postDocuments(posts: readonly BlogPostDigest[]): SearchDocument[] {
  return posts.map((post) => ({
    kind: "post",
    title: post.title,
    href: `/blog/${encodeURIComponent(post.slug)}`,
    excerpt: post.excerpt || post.title,
    keywords: [post.text, ...(post.authorName ? [post.authorName] : [])],
  }));
}

const documentsByLocale = new Map<Locale, readonly SearchDocument[]>();

/** The catalogue's documents in a language, built once per server process. */
export function siteDocuments(locale: Locale = "en"): readonly SearchDocument[] {
  let documents = documentsByLocale.get(locale);
  if (!documents) {
    documents = buildSearchDocuments(locale);
    documentsByLocale.set(locale, documents);
  }
  return documents;
}
