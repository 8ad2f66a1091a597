import "server-only";
import { draftMode } from "next/headers";
import { cache } from "react";
import { blogCacheTags } from "./cache-tags";
import { toPost, toPostDigests, toPostSummaries, type BlogPost, type BlogPostDigest, type BlogPostSummary } from "./blog-view";
import { sanityClient, sanityDraftClient } from "./client";
import { sanityConfig, type SanityConfig } from "./config";
import { postBySlugQuery, postDigestQuery, postListQuery } from "./queries";

export type { BlogPost, BlogPostDigest, BlogPostSummary } from "./blog-view";

/** Slugs Sanity generates are short; anything longer cannot be a post (and would overflow a cache tag). */
const maxSlugLength = 200;

/** At the latest, in case a webhook call was missed. */
const refreshSeconds = 3600;

/**
 * The pages render per request: a Sanity that hangs must not hold a visit for
 * the client's default of minutes. Only a visit without a cached answer waits;
 * a stale answer is served while Next refreshes it in the background.
 */
const requestTimeoutMs = 4_000;

/**
 * Answers sit in Next's data cache under the tags in blogCacheTags until
 * POST /api/revalidate expires them (or an hour passes). The blog's pages
 * render per request from these answers, so their scripts can carry the
 * request's nonce (lib/security/csp.ts), without a call to Sanity per visit.
 */
async function cachedQuery(config: SanityConfig, query: string, params: Record<string, string>, tags: string[]): Promise<unknown> {
  return sanityClient(config).fetch(query, params, {
    next: { revalidate: refreshSeconds, tags },
    signal: AbortSignal.timeout(requestTimeoutMs),
  });
}

/**
 * An editor's preview (draft mode, `drafts`): drafts over published posts,
 * read with the server's token and never kept in the data cache, which
 * visitors' pages read. Without a token (preview off) the published answer.
 */
async function readQuery(
  config: SanityConfig,
  query: string,
  params: Record<string, string>,
  tags: string[],
  drafts: boolean,
): Promise<unknown> {
  const draftClient = drafts ? sanityDraftClient(config) : null;
  if (!draftClient) return cachedQuery(config, query, params, tags);
  return draftClient.fetch(query, params, { cache: "no-store", signal: AbortSignal.timeout(requestTimeoutMs) });
}

/**
 * How this request reads the blog: drafts when draft mode is on (only the
 * Studio's signed preview link turns it on) and preview is set up; and
 * whether the posts are npm run dev's samples, which the pages say.
 */
export async function blogRequestMode(): Promise<{ drafts: boolean; sample: boolean }> {
  const config = sanityConfig();
  const drafts = Boolean(config?.readToken) && (await draftMode()).isEnabled;
  return { drafts, sample: config?.sampleContent ?? false };
}

export interface BlogReadOptions {
  /** Draft mode is on (an editor's preview): show drafts. Only the pages set it, from draftMode(). */
  drafts?: boolean;
}

/** The posts for /blog, newest first; [] when Sanity is not configured or cannot be reached. */
export async function listBlogPosts(
  config: SanityConfig | null = sanityConfig(),
  { drafts = false }: BlogReadOptions = {},
): Promise<BlogPostSummary[]> {
  if (!config) return [];
  try {
    return toPostSummaries(config, await readQuery(config, postListQuery, {}, [blogCacheTags.posts], drafts));
  } catch (error) {
    // The spec: a failed list fetch is only logged; the page shows its empty state.
    console.error("Failed to fetch posts from Sanity", error);
    return [];
  }
}

/**
 * The slugs of the published posts, from /blog's own cached list (so the
 * webhook that refreshes /blog refreshes these); null when Sanity cannot be
 * reached, where only the post's page can tell.
 */
export async function listPublishedSlugs(config: SanityConfig | null = sanityConfig()): Promise<string[] | null> {
  if (!config) return [];
  try {
    return toPostSummaries(config, await cachedQuery(config, postListQuery, {}, [blogCacheTags.posts])).map((post) => post.slug);
  } catch (error) {
    console.error("Failed to fetch posts from Sanity", error);
    return null;
  }
}

/**
 * The newest published posts with their text (the feed, the site search), in
 * /blog's order; [] when Sanity is not configured or cannot be reached. Cached
 * under the list's tag, so the webhook that refreshes /blog refreshes these.
 */
export async function listPostDigests(config: SanityConfig | null = sanityConfig()): Promise<BlogPostDigest[]> {
  if (!config) return [];
  try {
    return toPostDigests(config, await cachedQuery(config, postDigestQuery, {}, [blogCacheTags.posts]));
  } catch (error) {
    console.error("Failed to fetch posts from Sanity", error);
    return [];
  }
}

/**
 * One post by slug, or null (no such post, Sanity unconfigured or unreachable). Shared by metadata, page and card image.
 *
 * A visitor's slug is looked up in the list of published posts first: that list is one cached
 * answer, expired by the webhook on every publish (lib/cms/revalidate.ts always names its tag), so
 * a post published later is found at once, while a made-up slug costs no query, data-cache entry or
 * cache tag of its own. An editor's preview (drafts) asks Sanity directly: a draft is in no list,
 * and its reads are never cached.
 */
export const getBlogPost = cache(async (slug: string, drafts = false): Promise<BlogPost | null> => {
  const config = sanityConfig();
  if (!config || slug.length > maxSlugLength) return null;
  try {
    if (!drafts && !(await isPublished(config, slug))) return null;
    const raw = await readQuery(config, postBySlugQuery, { slug }, [blogCacheTags.post(slug), blogCacheTags.posts], drafts);
    return toPost(config, raw);
  } catch (error) {
    console.error("Failed to fetch post from Sanity", error);
    return null;
  }
});

/** Whether the list of published posts (the /blog grid's own cached read) names `slug`. */
async function isPublished(config: SanityConfig, slug: string): Promise<boolean> {
  const posts = toPostSummaries(config, await cachedQuery(config, postListQuery, {}, [blogCacheTags.posts]));
  return posts.some((post) => post.slug === slug);
}
