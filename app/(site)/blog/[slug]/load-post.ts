import { connection } from "next/server";
import { blogRequestMode, getBlogPost } from "@/lib/cms/blog";

export type PostParams = Promise<{ slug: string }>;

// Per request, so the scripts carry this response's nonce; the post comes from
// the data cache that Sanity's webhook refreshes by its tag (lib/cms/blog.ts).
// The layout, the metadata and the page share one read (getBlogPost is cached per request).
export async function loadPost(params: PostParams) {
  await connection();
  const { slug } = await params;
  const { drafts } = await blogRequestMode();
  return getBlogPost(slug, drafts);
}
