import type { Metadata } from "next";
import { pageTexts } from "@/lib/catalogue/page-texts";
import { pageMetadata } from "@/lib/seo/site-metadata";
import { connection } from "next/server";
import { BlogContentNotices } from "@/components/blog/content-notice";
import { PostGrid } from "@/components/blog/post-grid";
import { PageHero } from "@/components/ui/page-hero";
import { blogRequestMode, listBlogPosts } from "@/lib/cms/blog";

const texts = pageTexts.blog;

export const metadata: Metadata = pageMetadata(texts);

export default async function BlogPage() {
  // Per request, so the scripts carry this response's nonce; the posts come
  // from the data cache that Sanity's webhook refreshes (lib/cms/blog.ts).
  await connection();
  const mode = await blogRequestMode();
  const posts = await listBlogPosts(undefined, { drafts: mode.drafts });
  return (
    <>
      <PageHero title={texts.heading} lead={texts.lead} />
      <BlogContentNotices {...mode} />
      <PostGrid posts={posts} />
    </>
  );
}
