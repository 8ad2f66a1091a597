import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { headers } from "next/headers";
import { BlogImageView } from "@/components/blog/blog-image";
import { BlogContentNotices } from "@/components/blog/content-notice";
import { PostNotFound, postNotFoundMetadata } from "@/components/blog/post-not-found";
import { PostBody } from "@/components/blog/post-body";
import { PostByline } from "@/components/blog/post-card";
import { JsonLd } from "@/components/seo/json-ld";
import { blogRequestMode } from "@/lib/cms/blog";
import { blogFeedAlternate } from "@/lib/cms/feed";
import { postNotFoundRequestHeader } from "@/lib/routing/blog-slugs";
import { blogPostingJsonLd } from "@/lib/seo/structured-data";
import { articleOpenGraph } from "@/lib/seo/open-graph";
import { loadPost, type PostParams } from "./load-post";

export async function generateMetadata({ params }: { params: PostParams }): Promise<Metadata> {
  const post = await loadPost(params);
  // Next marks a page noindex only when notFound() renders it; the proxy's notice says so itself.
  if (!post) return { ...postNotFoundMetadata, robots: { index: false } };
  const description = post.excerpt || post.title;
  return {
    title: post.title,
    description,
    // Set whole, so the canonical the layout gives every page is written out beside the feed's link.
    alternates: { canonical: `/blog/${encodeURIComponent(post.slug)}`, ...blogFeedAlternate },
    openGraph: articleOpenGraph({ title: post.title, description, publishedTime: post.publishedAt ?? undefined }),
  };
}

export default async function BlogPostPage({ params }: { params: PostParams }) {
  const post = await loadPost(params);
  if (!post) {
    // Asked by proxy.ts for a made-up slug's notice, which it sends on with 404 (lib/routing/blog-slugs.ts).
    if ((await headers()).has(postNotFoundRequestHeader)) return <PostNotFound />;
    notFound();
  }
  const mode = await blogRequestMode();

  return (
    <>
      <JsonLd
        data={blogPostingJsonLd({
          title: post.title,
          slug: post.slug,
          publishedAt: post.publishedAt,
          updatedAt: post.updatedAt,
          authorName: post.authorName,
          imageUrl: post.image.url,
          description: post.excerpt || post.title,
        })}
      />
      <BlogContentNotices {...mode} />
      <article className="px-4 pt-8 pb-16 sm:px-6">
        <div className="mx-auto max-w-3xl">
          <BackToBlog />
          <header className="mt-6">
            <h1 className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">{post.title}</h1>
            <div className="mt-5 flex items-center gap-3 text-sm text-muted">
              {post.authorImage ? (
                <BlogImageView image={post.authorImage} sizes="40px" className="h-10 w-10 rounded-full object-cover" />
              ) : null}
              <PostByline post={post} />
            </div>
          </header>
          <div className="mt-8 overflow-hidden rounded-2xl bg-slate-100 dark:bg-slate-800">
            <BlogImageView image={post.image} sizes="(min-width: 768px) 768px, 100vw" className="h-auto w-full" aboveTheFold />
          </div>
          <PostBody body={post.body} />
          <div className="mt-12 border-t border-slate-200 pt-8 dark:border-slate-700">
            <BackToBlog />
          </div>
        </div>
      </article>
    </>
  );
}

function BackToBlog() {
  return (
    <a href="/blog" className="inline-flex items-center gap-1 text-sm font-medium text-accent underline-offset-4 hover:underline">
      <span aria-hidden="true">←</span> Back to Blog
    </a>
  );
}
