import type { Metadata } from "next";
import { connection } from "next/server";
import { BlogPage } from "@/components/blog/blog-page";
import { blogRequestMode, listBlogPosts } from "@/lib/cms/blog";
import { blogFeedAlternate } from "@/lib/cms/feed";
import { pageMetadataIn } from "@/lib/i18n/pages";
import { localeOf } from "../layout";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const metadata = pageMetadataIn(await localeOf(params), "blog", "/blog");
  return { ...metadata, alternates: { ...metadata.alternates, ...blogFeedAlternate } };
}

// Per request like the English blog (app/(site)/blog/page.tsx says why).
export default async function LocaleBlogPage({ params }: Props) {
  const locale = await localeOf(params);
  await connection();
  const mode = await blogRequestMode();
  const posts = await listBlogPosts(undefined, { drafts: mode.drafts });
  return <BlogPage locale={locale} posts={posts} mode={mode} />;
}
