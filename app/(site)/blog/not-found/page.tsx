import type { Metadata } from "next";
import { connection } from "next/server";
import { PostNotFound, postNotFoundMetadata } from "@/components/blog/post-not-found";

// What proxy.ts answers a /blog/<slug> that names no published post with, status
// 404 (lib/routing/blog-slugs.ts). Rendered per request like every page under
// /blog, so its scripts carry the request's nonce.
// Next marks a page noindex only when notFound() renders it; this one says so itself.
export const metadata: Metadata = { ...postNotFoundMetadata, robots: { index: false } };

export default async function PostNotFoundPage() {
  await connection();
  return <PostNotFound />;
}
