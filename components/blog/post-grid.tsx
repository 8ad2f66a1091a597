import type { BlogPostSummary } from "@/lib/cms/blog-view";
import { Icon } from "@/components/ui/icon";
import { PostCard } from "./post-card";

/** The /blog grid (three columns on wide screens), or the spec's empty state. */
export function PostGrid({ posts }: { posts: BlogPostSummary[] }) {
  if (posts.length === 0) return <BlogEmptyState />;
  return (
    <section aria-label="Posts" className="px-4 pb-20 sm:px-6">
      <ul className="mx-auto grid max-w-6xl gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post, index) => (
          <li key={post.id} className="flex">
            <PostCard post={post} aboveTheFold={index < 3} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function BlogEmptyState() {
  return (
    <section aria-labelledby="blog-empty-heading" className="px-4 pb-20 sm:px-6">
      <div className="mx-auto max-w-xl rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-600">
        <Icon name="book-open" className="mx-auto h-12 w-12 text-indigo-600 dark:text-indigo-400" />
        <h2 id="blog-empty-heading" className="mt-5 text-2xl font-semibold text-slate-900 dark:text-white">
          Blog Coming Soon!
        </h2>
        <p className="mt-3 text-slate-600 dark:text-slate-300">Please connect your Sanity CMS or add posts to see them here.</p>
      </div>
    </section>
  );
}
