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

/** One post by its slug, with the body and the author's picture. */
export const postBySlugQuery = defineQuery(`*[_type == "post" && slug.current == $slug][0] {
  _id,
  title,
  slug,
  mainImage { alt, asset->{ _id, url } },
  body,
  publishedAt,
  "authorName": author->name,
  "authorImage": author->image.asset->url
}`);
