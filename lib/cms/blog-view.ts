import type { PortableTextBlock } from "@portabletext/react";
import { z } from "zod";
import { agencyTimeZone } from "@/lib/format/agency-time";
import { placeholderImage, sanityImage, type BlogImage, type ImageHost } from "./image";

// Raw query results (lib/cms/queries.ts) reshaped into what the blog pages
// render. Content is checked here, so a post with a missing field shows with
// a fallback instead of breaking the page.

const rawImage = z
  .object({
    alt: z.string().nullish(),
    asset: z.object({ _id: z.string(), url: z.string().nullish() }).nullish(),
  })
  .nullish();

const rawListItem = z.object({
  _id: z.string(),
  title: z.string().nullish(),
  slug: z.object({ current: z.string().nullish() }).nullish(),
  mainImage: rawImage,
  publishedAt: z.string().nullish(),
  authorName: z.string().nullish(),
});

const rawBlock = z.looseObject({ _type: z.string(), _key: z.string().optional() });

const rawPost = rawListItem.extend({
  body: z.array(rawBlock).nullish(),
  authorImage: z.string().nullish(),
  _updatedAt: z.string().nullish(),
});

const rawDigest = rawListItem.extend({ text: z.string().nullish() });

export type RawPostListItem = z.input<typeof rawListItem>;
export type RawPost = z.input<typeof rawPost>;

export interface BlogPostSummary {
  id: string;
  slug: string;
  title: string;
  authorName: string | null;
  /** ISO date-time, for <time dateTime>. */
  publishedAt: string | null;
  /** US long form, e.g. June 13, 2024. */
  publishedLabel: string | null;
  /** The post's own image, or the fixed placeholder. */
  image: BlogImage;
}

/** An inline image of the body, already resolved to a URL. */
export interface BodyImage {
  _type: "image";
  _key: string;
  image: BlogImage;
  caption: string | null;
}

export interface BodyCode {
  _type: "code";
  _key: string;
  code: string;
  language: string | null;
}

export type BodyNode = PortableTextBlock | BodyImage | BodyCode;

export interface BlogPost extends BlogPostSummary {
  body: BodyNode[];
  authorImage: BlogImage | null;
  /** ISO date-time of the last edit, when Sanity gives one. */
  updatedAt: string | null;
  /** The post's description, from the opening of its body (descriptionOf). */
  excerpt: string;
}

/** A post with its text, for the feed and the site search. */
export interface BlogPostDigest extends BlogPostSummary {
  /** The body as plain text, cut at maxDigestTextLength. */
  text: string;
  /** The post's description, from the opening of its text (descriptionOf). */
  excerpt: string;
}

/** The feed and the search read no more of a post's text: it bounds each search's work (50 posts × this). */
export const maxDigestTextLength = 5_000;
/** A post's description: about what a search result shows before it cuts (Search Central's snippets). */
export const descriptionLength = 160;

/** The start of a text, whitespace folded, cut at a word with an ellipsis when longer than `length`. */
export function excerptOf(text: string, length = descriptionLength): string {
  const folded = text
    .slice(0, length * 4)
    .replace(/\s+/g, " ")
    .trim();
  if (folded.length <= length) return folded;
  const cut = folded.slice(0, length);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

/** A block's text as a sentence: a heading or a list item without a full stop gets one, so it does not run into the next. */
function asSentence(block: string): string {
  const folded = block.replace(/\s+/g, " ").trim();
  return !folded || /[.!?…:;]["'”’)\]]*$/.test(folded) ? folded : `${folded}.`;
}

/**
 * A post's description (its meta description, feed summary and BlogPosting's): its opening
 * blocks (one a line, as plainTextOf and Sanity's pt::text give them) as sentences, as many
 * whole ones as fit in `length`; cut at a word when the first ones alone are too long or too short.
 */
export function descriptionOf(text: string, length = descriptionLength): string {
  // A description never needs more than this of the text, however long the post.
  const sentences = text
    .slice(0, length * 4)
    .split(/\n+/)
    .map(asSentence)
    .filter(Boolean);
  let whole = "";
  for (const sentence of sentences) {
    const longer = whole ? `${whole} ${sentence}` : sentence;
    if (longer.length > length) return whole.length >= length / 2 ? whole : excerptOf(longer, length);
    whole = longer;
  }
  return whole;
}

/** A body's text blocks as plain text, one paragraph per line. */
export function plainTextOf(body: readonly BodyNode[]): string {
  return body
    .flatMap((node) =>
      node._type === "block" && "children" in node && Array.isArray(node.children)
        ? [node.children.map((child) => (typeof child.text === "string" ? child.text : "")).join("")]
        : [],
    )
    .join("\n");
}

const usLongDate = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  // The agency publishes from Hyderabad: a post dated late on the 13th IST is the 13th.
  timeZone: agencyTimeZone,
});

/** "June 13, 2024", or null for a missing or unreadable date. */
export function formatPublishedDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : usLongDate.format(date);
}

const untitled = "Untitled post";

function mainImage(host: ImageHost, image: z.infer<typeof rawImage>, width: number): BlogImage {
  const assetId = image?.asset?._id;
  // Without the editor's alt text the image adds nothing to the title beside it: decorative.
  const resolved = assetId ? sanityImage(host, assetId, image?.alt?.trim() ?? "", width) : null;
  return resolved ?? placeholderImage;
}

function summary(host: ImageHost, item: z.infer<typeof rawListItem>, imageWidth: number): BlogPostSummary | null {
  const slug = item.slug?.current?.trim();
  if (!slug) return null;
  const publishedLabel = formatPublishedDate(item.publishedAt);
  return {
    id: item._id,
    slug,
    title: item.title?.trim() || untitled,
    authorName: item.authorName?.trim() || null,
    publishedAt: publishedLabel ? (item.publishedAt ?? null) : null,
    publishedLabel,
    image: mainImage(host, item.mainImage, imageWidth),
  };
}

/** The /blog cards, in the order the query returned them; items without a slug are left out. */
export function toPostSummaries(host: ImageHost, raw: unknown): BlogPostSummary[] {
  const items = z.array(z.unknown()).catch([]).parse(raw);
  return items.flatMap((item) => {
    const parsed = rawListItem.safeParse(item);
    const card = parsed.success ? summary(host, parsed.data, 800) : null;
    return card ? [card] : [];
  });
}

function bodyNode(host: ImageHost, block: z.infer<typeof rawBlock>, index: number): BodyNode | null {
  const key = block._key ?? `block-${index}`;
  if (block._type === "image") {
    const asset = block.asset as { _ref?: unknown; _id?: unknown } | undefined;
    const ref = typeof asset?._ref === "string" ? asset._ref : typeof asset?._id === "string" ? asset._id : null;
    const alt = typeof block.alt === "string" ? block.alt.trim() : "";
    const image = ref ? sanityImage(host, ref, alt, 1200) : null;
    if (!image) return null;
    return {
      _type: "image",
      _key: key,
      image,
      caption: typeof block.caption === "string" && block.caption.trim() ? block.caption.trim() : null,
    };
  }
  if (block._type === "code") {
    if (typeof block.code !== "string") return null;
    return { _type: "code", _key: key, code: block.code, language: typeof block.language === "string" ? block.language : null };
  }
  // A text block without its spans would break the renderer; such a block is dropped.
  if (block._type === "block") return Array.isArray(block.children) ? ({ ...block, _key: key } as PortableTextBlock) : null;
  // A type the site does not render (yet) is skipped rather than shown raw.
  return null;
}

/** One post, or null when the query found none (or an unusable one). */
export function toPost(host: ImageHost, raw: unknown): BlogPost | null {
  const parsed = rawPost.safeParse(raw);
  if (!parsed.success) return null;
  const card = summary(host, parsed.data, 1200);
  if (!card) return null;
  const body = (parsed.data.body ?? []).flatMap((block, index) => {
    const node = bodyNode(host, block, index);
    return node ? [node] : [];
  });
  const authorImage = parsed.data.authorImage ? sanityImage(host, parsed.data.authorImage, "", 96, true) : null;
  return { ...card, body, authorImage, updatedAt: parsed.data._updatedAt ?? null, excerpt: descriptionOf(plainTextOf(body)) };
}

/** The feed's and the search's posts, in the query's order; items without a slug are left out. */
export function toPostDigests(host: ImageHost, raw: unknown): BlogPostDigest[] {
  const items = z.array(z.unknown()).catch([]).parse(raw);
  return items.flatMap((item) => {
    const parsed = rawDigest.safeParse(item);
    const card = parsed.success ? summary(host, parsed.data, 1200) : null;
    if (!parsed.success || !card) return [];
    const text = (parsed.data.text ?? "").slice(0, maxDigestTextLength);
    return [{ ...card, text, excerpt: descriptionOf(text) }];
  });
}
