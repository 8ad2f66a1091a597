import type { Metadata } from "next";
import { connection } from "next/server";
import { PostGrid } from "@/components/blog/post-grid";
import { PageHero } from "@/components/ui/page-hero";
import { listBlogPosts } from "@/lib/cms/blog";

export const metadata: Metadata = {
  title: "Blog",
  description: "Articles and insights on social media, video, digital marketing and web development from our Hyderabad team.",
};

export default async function BlogPage() {
  // Rendered per request from the data cache: Sanity's settings are the running server's, not the build's.
  await connection();
  const posts = await listBlogPosts();
  return (
    <>
      <PageHero title="Our Blog" lead="Insights, tips and stories from our team on growing your business online." />
      <PostGrid posts={posts} />
    </>
  );
}
