import { defineQuery } from "next-sanity";

// The spec's two content-service queries (section 7), with its projections.

/** All posts, newest first: only what a card shows. */
export const postListQuery = defineQuery(`*[_type == "post" && defined(slug.current)] | order(publishedAt desc) {
  _id,
  title,
  slug,
  mainImage { alt, asset->{ _id, url } },
  publishedAt,
  "authorName": author->name
}`);

/**
 * The newest posts with their text, for the feed and the site search: the
 * list's order and fields, and the body as plain text (pt::text), at most
 * postDigestLimit of them (lib/cms/blog-view.ts bounds their text).
 */
export const postDigestQuery = defineQuery(`*[_type == "post" && defined(slug.current)] | order(publishedAt desc) [0...50] {
  _id,
  title,
  slug,
  mainImage { alt, asset->{ _id, url } },
  publishedAt,
  "authorName": author->name,
  "text": pt::text(body)
}`);

/** One post by its slug, with the body and the author's picture. */
export const postBySlugQuery = defineQuery(`*[_type == "post" && slug.current == $slug][0] {
  _id,
  title,
  slug,
  mainImage { alt, asset->{ _id, url } },
  body,
  publishedAt,
  _updatedAt,
  "authorName": author->name,
  "authorImage": author->image.asset->url
}`);
