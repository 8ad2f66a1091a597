import { TranslatedPageJsonLd } from "@/components/seo/translated-page-json-ld";
import { PageHero } from "@/components/ui/page-hero";
import type { Locale } from "@/lib/i18n/locales";
import { feedsIn } from "@/lib/pages/feeds";
import { feedPanels, feedTabIcons } from "./feed-panels";
import { FeedTabs } from "./feed-tabs.client";

/** /feeds in any of the site's languages. */
export function FeedsPage({ locale }: { locale: Locale }) {
  const words = feedsIn(locale);
  const { page, tabs, listLabel } = words;

  return (
    <>
      <TranslatedPageJsonLd locale={locale} name={page.title} description={page.description} path="/feeds" />
      <PageHero title={page.heading} lead={page.lead} />
      <section aria-label={listLabel} className="px-4 pb-16 sm:px-6">
        <div className="mx-auto max-w-6xl">
          <FeedTabs panels={feedPanels(words)} icons={feedTabIcons} labels={{ tabs, list: listLabel }} />
        </div>
      </section>
    </>
  );
}
