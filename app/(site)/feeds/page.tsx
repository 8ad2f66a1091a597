import type { Metadata } from "next";
import { pageTexts } from "@/lib/catalogue/page-texts";
import { pageMetadata } from "@/lib/seo/site-metadata";
import { feedPanels, feedTabIcons } from "@/components/feeds/feed-panels";
import { FeedTabs } from "@/components/feeds/feed-tabs.client";
import { PageHero } from "@/components/ui/page-hero";

const texts = pageTexts.feeds;

export const metadata: Metadata = pageMetadata(texts);

export default function FeedsPage() {
  return (
    <>
      <PageHero title={texts.heading} lead={texts.lead} />
      <section aria-label="Feeds" className="px-4 pb-16 sm:px-6">
        <div className="mx-auto max-w-6xl">
          <FeedTabs panels={feedPanels} icons={feedTabIcons} />
        </div>
      </section>
    </>
  );
}
