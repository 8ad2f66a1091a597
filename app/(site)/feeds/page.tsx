import type { Metadata } from "next";
import { feedPanels, feedTabIcons } from "@/components/feeds/feed-panels";
import { FeedTabs } from "@/components/feeds/feed-tabs.client";
import { PageHero } from "@/components/ui/page-hero";

export const metadata: Metadata = {
  title: "Feeds",
  description: "Stay connected with our latest news, blog posts, industry RSS feeds and social media channels in one place.",
};

export default function FeedsPage() {
  return (
    <>
      <PageHero title="Stay Connected" lead="Our latest news, articles, industry headlines and social channels in one place." />
      <section aria-label="Feeds" className="px-4 pb-16 sm:px-6">
        <div className="mx-auto max-w-6xl">
          <FeedTabs panels={feedPanels} icons={feedTabIcons} />
        </div>
      </section>
    </>
  );
}
