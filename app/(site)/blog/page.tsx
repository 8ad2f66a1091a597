import type { Metadata } from "next";
import { connection } from "next/server";
import { BlogContentNotices } from "@/components/blog/content-notice";
import { PostGrid } from "@/components/blog/post-grid";
import { PageHero } from "@/components/ui/page-hero";
import { blogRequestMode, listBlogPosts } from "@/lib/cms/blog";

export const metadata: Metadata = {
  title: "Blog",
  description: "Articles and insights on social media, video, digital marketing and web development from our Hyderabad team.",
};

export default async function BlogPage() {
  // Per request, so the scripts carry this response's nonce; the posts come
  // from the data cache that Sanity's webhook refreshes (lib/cms/blog.ts).
  await connection();
  const mode = await blogRequestMode();
  const posts = await listBlogPosts(undefined, { drafts: mode.drafts });
  return (
    <>
      <PageHero title="Our Blog" lead="Insights, tips and stories from our team on growing your business online." />
      <BlogContentNotices {...mode} />
      <PostGrid posts={posts} />
    </>
  );
}
