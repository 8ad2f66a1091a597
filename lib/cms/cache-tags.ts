/**
 * Cache tags of the blog's Sanity reads, named once: the pages tag their
 * fetches with them and POST /api/revalidate expires them.
 */
export const blogCacheTags = {
  /** Every read of the list (the /blog grid, the sitemap, the feed, the site search) and of each post, so a renamed or deleted post refreshes too. */
  posts: "sanity:posts",
  /** The read of one post, by slug. */
  post: (slug: string) => `sanity:post:${slug}`,
} as const;
