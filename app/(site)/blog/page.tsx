import type { Metadata } from "next";
import { connection } from "next/server";
import { BlogPage } from "@/components/blog/blog-page";
import { pageTexts } from "@/lib/catalogue/page-texts";
import { blogRequestMode, listBlogPosts } from "@/lib/cms/blog";
import { blogFeedAlternate } from "@/lib/cms/feed";
import { languageAlternates } from "@/lib/seo/language-alternates";
import { pageMetadata } from "@/lib/seo/site-metadata";

export const metadata: Metadata = {
  ...pageMetadata(pageTexts.blog),
  alternates: { ...languageAlternates("en", "/blog"), ...blogFeedAlternate },
};

export default async function EnglishBlogPage() {
  // Per request, so the scripts carry this response's nonce; the posts come
  // from the data cache that Sanity's webhook refreshes (lib/cms/blog.ts).
  await connection();
  const mode = await blogRequestMode();
  const posts = await listBlogPosts(undefined, { drafts: mode.drafts });
  return <BlogPage locale="en" posts={posts} mode={mode} />;
}
