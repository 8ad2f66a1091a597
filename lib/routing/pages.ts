// Every page of the site, once. The proxy and the page policies
// (lib/security/rendered-per-request.ts), the sitemap, the budgets check and the
// e2e sweeps over the public site all read this list, so a new page is added
// here and nowhere else. What must be spelled out as literals, proxy.ts's
// matcher and the pages every language has (lib/i18n/translated-paths.ts), is
// written from it by npm run routes:generate (scripts/route-lists.ts).
// No imports: next.config.ts loads this file (through
// lib/security/rendered-per-request.ts), and its loader resolves no "@/" paths.

/**
 * What a prerendered page's HTML may weigh (scripts/check-budgets.ts): gzipped,
 * the first round trip (TCP's initial window, ten segments of about 1.4 KB);
 * unpacked, 100 KB (issue 17).
 */
export interface HtmlBudget {
  gzipKb: number;
  rawKb: number;
}

export const htmlBudget: HtmlBudget = { gzipKb: 14, rawKb: 100 };

/** A page that does not fit htmlBudget yet: the ceiling it holds to meanwhile, and why. */
export interface HtmlAllowance extends HtmlBudget {
  because: string;
}

export interface SitePage {
  path: string;
  /**
   * `listed`: public and in the sitemap; `unlisted`: public, not in the sitemap
   * (search results); `private`: the admin and its sign-in.
   */
  visibility: "listed" | "unlisted" | "private";
  /** Why it renders per request (then its scripts carry a nonce); prerendered pages have none. */
  perRequestBecause?: string;
  /** The pages below it render the same way (/admin/quotes, /blog/<slug>). */
  withSubpaths?: boolean;
  /** A page whose first-load JavaScript may exceed a content page's (scripts/check-budgets.ts). */
  clientWeight?: "form" | "wizard";
  /** The address the public sweeps open, where the path alone shows nothing (search). */
  sample?: string;
  /**
   * A listed page: the day its own words last changed (ISO date), its sitemap lastmod unless the
   * records it shows changed later (lib/seo/sitemap.ts). Changed with the content, never by a build.
   */
  contentDate?: string;
  htmlAllowance?: HtmlAllowance;
}

/**
 * Pages made from a list, one per entry: the catalogue's services, resources and openings, and the
 * translated pages, one per language (lib/i18n/translated-paths.ts); the sitemap lists them from those lists.
 * Every public page is one route under app/[locale]: its English pages answer without the prefix
 * (/services/[serviceId]), its Telugu and Hindi ones under it (/[locale]/services/[serviceId]).
 */
export interface CataloguePage {
  /** The route they come from, in English (/services/[serviceId]) or in Telugu and Hindi (/[locale]/...). */
  route: string;
  clientWeight?: SitePage["clientWeight"];
  htmlAllowance?: HtmlAllowance;
}

export const sitePages: readonly SitePage[] = [
  {
    path: "/",
    visibility: "listed",
    contentDate: "2026-11-27",
    htmlAllowance: {
      gzipKb: 16.5,
      rawKb: 85,
      because:
        "hero, numbers, three services, four reasons, five testimonials and the business JSON-LD, each sent twice (HTML and hydration data); served by the one route of all three languages, its hydration data comes in an order gzip packs 0.3 KB worse",
    },
  },
  { path: "/about", visibility: "listed", contentDate: "2026-11-27" },
  {
    path: "/services",
    visibility: "listed",
    contentDate: "2026-11-27",
    htmlAllowance: { gzipKb: 15.5, rawKb: 85, because: "five services with their features and benefits" },
  },
  { path: "/why-choose-us", visibility: "listed", contentDate: "2026-11-27" },
  {
    path: "/portfolio",
    visibility: "listed",
    contentDate: "2026-11-27",
    htmlAllowance: { gzipKb: 16, rawKb: 95, because: "nine projects with their illustrations and facts" },
  },
  { path: "/who-we-serve", visibility: "listed", contentDate: "2026-11-27" },
  { path: "/optional-addons", visibility: "listed", contentDate: "2026-11-27" },
  {
    path: "/pricing",
    visibility: "listed",
    contentDate: "2026-11-27",
    htmlAllowance: {
      gzipKb: 19.5,
      rawKb: 125,
      because: "five plans in both billing cycles, eleven add-ons, the rental kits and eight FAQs with their JSON-LD",
    },
  },
  { path: "/contact", visibility: "listed", contentDate: "2026-11-27", clientWeight: "form" },
  { path: "/quote", visibility: "listed", contentDate: "2026-11-27", clientWeight: "wizard" },
  {
    path: "/careers",
    visibility: "listed",
    contentDate: "2026-11-27",
    clientWeight: "form",
  },
  { path: "/resources", visibility: "listed", contentDate: "2026-11-27" },
  { path: "/feeds", visibility: "listed", contentDate: "2026-11-27" },
  {
    path: "/blog",
    visibility: "listed",
    contentDate: "2026-11-27",
    withSubpaths: true,
    perRequestBecause: "its posts change between builds, so no script hash fixed at build could allow its scripts",
  },
  { path: "/privacy", visibility: "listed" },
  { path: "/terms", visibility: "listed" },
  { path: "/refund-policy", visibility: "listed" },
  { path: "/bank-payment-info", visibility: "listed", contentDate: "2026-11-27" },
  { path: "/search", visibility: "unlisted", perRequestBecause: "it renders results for ?q=, a request value", sample: "/search?q=video" },
  { path: "/login", visibility: "private", perRequestBecause: "it reads the session" },
  { path: "/admin", visibility: "private", withSubpaths: true, perRequestBecause: "it shows the signed-in admin's data" },
  {
    path: "/studio",
    visibility: "private",
    withSubpaths: true,
    perRequestBecause: "the Studio's project id is the server's, read at run time; its policy is its own (lib/security/csp.ts)",
  },
];

/** The public pages the sitemap lists (the catalogue's and the blog's pages come on top). */
export function listedPaths(): string[] {
  return sitePages.filter((page) => page.visibility === "listed").map((page) => page.path);
}

export const cataloguePages: readonly CataloguePage[] = [
  { route: "/services/[serviceId]" },
  { route: "/resources/[resourceCategory]" },
  { route: "/resources/[resourceCategory]/[resourceId]" },
  { route: "/careers/[opening]" },
  {
    route: "/[locale]",
    htmlAllowance: {
      gzipKb: 21,
      rawKb: 115,
      because:
        "the home page's blocks (see /) in Telugu or Hindi, whose letters take three bytes each, and the shell's words once more for its interactive parts",
    },
  },
  {
    route: "/[locale]/why-choose-us",
    htmlAllowance: { gzipKb: 15, rawKb: 85, because: "/why-choose-us in three-byte letters, and the shell's words once more" },
  },
  {
    route: "/[locale]/about",
    htmlAllowance: { gzipKb: 15.5, rawKb: 85, because: "/about in three-byte letters, and the shell's words once more" },
  },
  {
    route: "/[locale]/who-we-serve",
    htmlAllowance: { gzipKb: 16.5, rawKb: 95, because: "/who-we-serve in three-byte letters, and the shell's words once more" },
  },
  {
    route: "/[locale]/pricing",
    htmlAllowance: {
      gzipKb: 25.5,
      rawKb: 170,
      because: "/pricing in three-byte letters, its Buy Now buttons' words, and the shell's words once more",
    },
  },
  {
    route: "/[locale]/optional-addons",
    htmlAllowance: { gzipKb: 17.5, rawKb: 105, because: "/optional-addons in three-byte letters, and the shell's words once more" },
  },
  {
    route: "/[locale]/contact",
    clientWeight: "form",
    htmlAllowance: {
      gzipKb: 17.5,
      rawKb: 100,
      because: "/contact in three-byte letters, the form's words (in the English page's JavaScript), and the shell's words once more",
    },
  },
  {
    route: "/[locale]/careers",
    clientWeight: "form",
    htmlAllowance: {
      gzipKb: 18.5,
      rawKb: 105,
      because: "/careers in three-byte letters, the form's words (in the English page's JavaScript), and the shell's words once more",
    },
  },
  { route: "/[locale]/careers/[opening]" },
  // Each language's 404, the screen next.config.ts answers an unknown /te/... or /hi/... with;
  // in English, /not-found shows the screen app/global-not-found.tsx shows every unknown address.
  { route: "/[locale]/not-found" },
  { route: "/not-found" },
  {
    route: "/[locale]/quote",
    clientWeight: "wizard",
    htmlAllowance: {
      gzipKb: 17,
      rawKb: 90,
      because: "the wizard's words and choices (in the English page's JavaScript) in three-byte letters, and the shell's words once more",
    },
  },
  {
    route: "/[locale]/services",
    htmlAllowance: { gzipKb: 20, rawKb: 115, because: "/services in three-byte letters, and the shell's words once more" },
  },
  {
    route: "/[locale]/privacy",
    htmlAllowance: {
      gzipKb: 18.75,
      rawKb: 105,
      because:
        "/privacy in three-byte letters, with its section on measuring visits and what stays on the device (1.6 KB), and the shell's words once more",
    },
  },
  {
    route: "/[locale]/terms",
    htmlAllowance: { gzipKb: 15.5, rawKb: 85, because: "/terms in three-byte letters, and the shell's words once more" },
  },
  { route: "/[locale]/refund-policy" },
  {
    route: "/[locale]/bank-payment-info",
    htmlAllowance: { gzipKb: 15, rawKb: 80, because: "/bank-payment-info in three-byte letters, and the shell's words once more" },
  },
  {
    route: "/[locale]/portfolio",
    htmlAllowance: {
      gzipKb: 21,
      rawKb: 130,
      because: "/portfolio in three-byte letters, its filters' and dialogs' words, and the shell's words once more",
    },
  },
  { route: "/[locale]/feeds" },
  {
    route: "/[locale]/resources",
    htmlAllowance: {
      gzipKb: 18,
      rawKb: 115,
      because: "/resources in three-byte letters, its search's and chips' words, and the shell's words once more",
    },
  },
  { route: "/[locale]/resources/[resourceCategory]" },
  { route: "/[locale]/resources/[resourceCategory]/[resourceId]" },
  // Rendered per request as /blog and /search are (their registry entries say why).
  { route: "/[locale]/blog" },
  { route: "/[locale]/search" },
  {
    route: "/[locale]/services/[serviceId]",
    htmlAllowance: {
      gzipKb: 18,
      rawKb: 105,
      because:
        "a service page's nine sections (features, benefits, showcase, add-ons, process, deliverables, numbers, price) in three-byte letters, and the shell's words once more",
    },
  },
];
