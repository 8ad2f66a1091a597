import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getBlogPost } from "@/lib/cms/blog";
import { ogImageContentType, ogImageSize, renderOgCard } from "@/lib/seo/og-card";

type Params = { slug: string };

export const alt = "The blog post's title";
export const size = ogImageSize;
export const contentType = ogImageContentType;

export default async function Image({ params }: { params: Promise<Params> }) {
  // Per request, like the page: Sanity's settings are the running server's.
  await connection();
  // Only a published post has a card: any other slug (or a Sanity that cannot answer) gets the
  // site's 404, not an image rendered per made-up address.
  const post = await getBlogPost((await params).slug);
  if (!post) notFound();
  return renderOgCard({
    eyebrow: "Blog",
    title: post.title,
    subtitle: post.authorName ? `by ${post.authorName}` : undefined,
  });
}
