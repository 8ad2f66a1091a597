import { TranslatedPageJsonLd } from "@/components/seo/translated-page-json-ld";
import { PageHero } from "@/components/ui/page-hero";
import type { BlogPostSummary } from "@/lib/cms/blog-view";
import { longDateIn } from "@/lib/i18n/dates";
import type { Locale } from "@/lib/i18n/locales";
import { pageIn } from "@/lib/pages/page-words";
import { textsFor } from "@/lib/i18n/texts";
import { BlogContentNotices } from "./content-notice";
import { PostGrid } from "./post-grid";

/**
 * /blog in any of the site's languages. The posts are the editors', written in
 * English: a Telugu or Hindi page says so, dates them in its language and
 * opens each at its English address. The editors' own notices (sample posts,
 * draft preview) stay English, like the Studio.
 */
export function BlogPage({
  locale,
  posts,
  mode,
}: {
  locale: Locale;
  posts: BlogPostSummary[];
  mode: { sample: boolean; drafts: boolean };
}) {
  const page = pageIn(locale, "blog");
  const texts = textsFor(locale).blog;
  const translated = locale !== "en";
  const shown = translated
    ? posts.map((post) => ({ ...post, publishedLabel: post.publishedAt ? longDateIn(locale, new Date(post.publishedAt)) : null }))
    : posts;
  return (
    <>
      <TranslatedPageJsonLd locale={locale} name={page.title} description={page.description} path="/blog" />
      <PageHero title={page.heading} lead={translated ? `${page.lead} ${texts.inEnglish}` : page.lead} />
      <BlogContentNotices {...mode} />
      <PostGrid posts={shown} texts={texts} postsInEnglish={translated} />
    </>
  );
}
