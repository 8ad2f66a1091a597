import type { Metadata } from "next";
import { connection } from "next/server";
import { BlogPage } from "@/components/blog/blog-page";
import { blogRequestMode, listBlogPosts } from "@/lib/cms/blog";
import { blogFeedAlternate } from "@/lib/cms/feed";
import { textsFor } from "@/lib/i18n/texts";
import { pageMetadata } from "@/lib/seo/site-metadata";
import { localeOf } from "@/lib/i18n/locale-param";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const metadata = pageMetadata(locale, "/blog", textsFor(locale).pages.blog);
  return { ...metadata, alternates: { ...metadata.alternates, ...blogFeedAlternate } };
}

export default async function BlogRoute({ params }: Props) {
  const locale = await localeOf(params);
  // Per request, so the scripts carry this response's nonce; the posts come
  // from the data cache that Sanity's webhook refreshes (lib/cms/blog.ts).
  await connection();
  const mode = await blogRequestMode();
  const posts = await listBlogPosts(undefined, { drafts: mode.drafts });
  return <BlogPage locale={locale} posts={posts} mode={mode} />;
}
