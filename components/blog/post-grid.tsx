import type { BlogPostSummary } from "@/lib/cms/blog-view";
import type { BlogTexts } from "@/lib/i18n/messages/en/blog-texts";
import { Icon } from "@/components/ui/icon";
import { PostCard } from "./post-card";

/**
 * The /blog grid (three columns on wide screens), or the spec's empty state.
 * `postsInEnglish`: on a Telugu or Hindi page, each post's title is marked as English, the language it is written in.
 */
export function PostGrid({ posts, texts, postsInEnglish }: { posts: BlogPostSummary[]; texts: BlogTexts; postsInEnglish: boolean }) {
  if (posts.length === 0) return <BlogEmptyState texts={texts} />;
  return (
    <section aria-label={texts.posts} className="px-4 pb-20 sm:px-6">
      <ul className="mx-auto grid max-w-6xl gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post, index) => (
          <li key={post.id} className="flex">
            <PostCard post={post} aboveTheFold={index < 3} inEnglish={postsInEnglish} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function BlogEmptyState({ texts }: { texts: BlogTexts }) {
  return (
    <section aria-labelledby="blog-empty-heading" className="px-4 pb-20 sm:px-6">
      <div className="mx-auto max-w-xl rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-600">
        <Icon name="book-open" className="mx-auto h-12 w-12 text-indigo-600 dark:text-indigo-400" />
        <h2 id="blog-empty-heading" className="mt-5 text-2xl font-semibold text-ink">
          {texts.emptyTitle}
        </h2>
        <p className="mt-3 text-muted">{texts.emptyText}</p>
      </div>
    </section>
  );
}
