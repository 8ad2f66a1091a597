import type { BlogPostSummary } from "@/lib/cms/blog-view";
import { BlogImageView } from "./blog-image";

/** `inEnglish`: on a Telugu or Hindi page, the title (and the post it opens) is in English. */
export function PostCard({
  post,
  aboveTheFold = false,
  inEnglish = false,
}: {
  post: BlogPostSummary;
  aboveTheFold?: boolean;
  inEnglish?: boolean;
}) {
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md dark:border-slate-700 dark:bg-slate-900">
      <div className="aspect-[16/9] overflow-hidden bg-slate-100 dark:bg-slate-800" {...(inEnglish ? { lang: "en" } : {})}>
        <BlogImageView
          image={post.image}
          sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw"
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
          aboveTheFold={aboveTheFold}
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h2 className="text-xl leading-snug font-semibold text-ink">
          {/* The whole card is the link's hit area; the title stays its accessible name. */}
          <a
            href={`/blog/${encodeURIComponent(post.slug)}`}
            {...(inEnglish ? { lang: "en", hrefLang: "en" } : {})}
            className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-indigo-600"
          >
            {post.title}
          </a>
        </h2>
        <PostByline post={post} className="mt-auto pt-4 text-sm text-muted" />
      </div>
    </article>
  );
}

/** Who wrote a post and when, as far as the post says (the card's foot, the post page's header). */
export function PostByline({
  post,
  className,
}: {
  post: Pick<BlogPostSummary, "authorName" | "publishedAt" | "publishedLabel">;
  className?: string;
}) {
  return (
    <p className={className}>
      {post.authorName ? <span className="font-medium text-slate-800 dark:text-slate-100">{post.authorName}</span> : null}
      {post.authorName && post.publishedLabel ? <span aria-hidden="true"> · </span> : null}
      {post.publishedLabel && post.publishedAt ? <time dateTime={post.publishedAt}>{post.publishedLabel}</time> : null}
    </p>
  );
}
