import type { ReactNode } from "react";
import { Breadcrumb } from "@/components/layout/breadcrumb.client";
import { loadPost, type PostParams } from "./load-post";

// A post's page draws its own breadcrumb, named by the post's title rather than its slug.
export default async function BlogPostLayout({ children, params }: { children: ReactNode; params: PostParams }) {
  const post = await loadPost(params);
  return (
    <>
      {post ? <Breadcrumb names={{ [`/blog/${encodeURIComponent(post.slug)}`]: post.title }} /> : null}
      {children}
    </>
  );
}
