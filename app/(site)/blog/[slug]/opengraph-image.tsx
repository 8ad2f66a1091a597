import { connection } from "next/server";
import { getBlogPost, maxSlugLength } from "@/lib/cms/blog";
import { ogImageContentType, ogImageSize, renderOgCard } from "@/lib/seo/og-card";

type Params = { slug: string };

export const alt = "The blog post's title";
export const size = ogImageSize;
export const contentType = ogImageContentType;

export default async function Image({ params }: { params: Promise<Params> }) {
  // Per request, like the page: Sanity's settings are the running server's.
  await connection();
  const { slug } = await params;
  // getBlogPost answers null when Sanity is unconfigured, unreachable or has no such post:
  // crawlers then get the generic blog card rather than an error.
  const post = slug.length > maxSlugLength ? null : await getBlogPost(slug);
  return renderOgCard({
    eyebrow: "Blog",
    title: post?.title ?? "Insights from our Hyderabad team",
    subtitle: post?.authorName ? `by ${post.authorName}` : post ? undefined : "Social media, video, digital marketing and web development",
  });
}
