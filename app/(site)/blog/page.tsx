import type { Metadata } from "next";
import { PostGrid } from "@/components/blog/post-grid";
import { PageHero } from "@/components/ui/page-hero";
import { listBlogPosts } from "@/lib/cms/blog";

export const metadata: Metadata = {
  title: "Blog",
  description: "Articles and insights on social media, video, digital marketing and web development from our Hyderabad team.",
};

// Prerendered at build from Sanity, refreshed at once by Sanity's webhook
// (POST /api/revalidate) and at least hourly, in case a webhook call was missed.
export const revalidate = 3600;

export default async function BlogPage() {
  const posts = await listBlogPosts();
  return (
    <>
      <PageHero title="Our Blog" lead="Insights, tips and stories from our team on growing your business online." />
      <PostGrid posts={posts} />
    </>
  );
}
