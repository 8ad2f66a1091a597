import { onColourButton } from "@/components/brand/cta-band";
import { VideoPlaceholderButton } from "@/components/brand/video-placeholder-button.client";
import { Icon } from "@/components/ui/icon";
import type { HomeTexts } from "@/lib/i18n/messages/en/home-texts";

/** The home page's hero and its one h1. */
export function HomeHero({
  heading,
  lead,
  texts,
  servicesHref,
}: {
  heading: string;
  lead: string;
  texts: Pick<HomeTexts, "badge" | "explore" | "watch">;
  servicesHref: string;
}) {
  return (
    <section
      aria-labelledby="home-hero-heading"
      className="hero-glow relative isolate overflow-hidden bg-gradient-to-br from-indigo-800 via-indigo-700 to-violet-800 px-4 py-20 text-white sm:px-6 sm:py-28 dark:from-slate-950 dark:via-indigo-950 dark:to-violet-950"
    >
      <div className="mx-auto max-w-4xl text-center">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium text-indigo-50 ring-1 ring-white/20">
          <Icon name="map-pin" className="h-4 w-4" />
          {texts.badge}
        </p>
        <h1 id="home-hero-heading" className="mt-6 text-4xl font-bold tracking-tight sm:text-6xl">
          {heading}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-indigo-50">{lead}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <a href={servicesHref} className={onColourButton.solid}>
            {texts.explore}
            <Icon name="rocket" className="h-4 w-4" />
          </a>
          <VideoPlaceholderButton className={onColourButton.outline}>
            <Icon name="play" className="h-4 w-4" />
            {texts.watch}
          </VideoPlaceholderButton>
        </div>
      </div>
    </section>
  );
}
