import type { ReactNode } from "react";
import { RssPanel } from "./rss-panel.client";
import { ButtonLink } from "@/components/ui/button-link";
import { NoticeButton } from "@/components/ui/notice-button.client";
import { Icon } from "@/components/ui/icon";
import { company } from "@/lib/catalogue/company";
import { feedTabIconNames, feedTabIds, type FeedTabId } from "@/lib/catalogue/feeds";
import type { feedsIn } from "@/lib/pages/feeds";

type FeedsWords = ReturnType<typeof feedsIn>;

function PanelCard({ tab, label, lead, children }: { tab: FeedTabId; label: string; lead: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900">
      <h2 className="flex items-center gap-2 text-xl font-semibold text-ink">
        <Icon name={feedTabIconNames[tab]} className="h-5 w-5 text-indigo-600 dark:text-indigo-400" />
        {label}
      </h2>
      <p className="mt-3 text-muted">{lead}</p>
      <div className="mt-6">{children}</div>
    </div>
  );
}

const externalLinkClass =
  "group flex h-full flex-col rounded-xl border border-slate-200 p-5 transition-colors hover:border-indigo-400 hover:bg-indigo-50 dark:border-slate-700 dark:hover:border-indigo-500 dark:hover:bg-slate-800";

/** The tabs' icons, rendered here on the server for the client-side tab list. */
export const feedTabIcons = Object.fromEntries(
  feedTabIds.map((id) => [id, <Icon key={id} name={feedTabIconNames[id]} className="h-4 w-4" />]),
) as Record<FeedTabId, ReactNode>;

/** The four panels in a language; `browserTexts` is what their client parts say. */
export function feedPanels({ tabs, panels, socialCards, newTab, browserTexts }: FeedsWords): Record<FeedTabId, ReactNode> {
  return {
    news: (
      <PanelCard tab="news" label={tabs.news} lead={panels.newsLead}>
        {/* The news feature does not exist yet: the button says so, as the spec asks. */}
        <NoticeButton variant="primary" label={panels.newsButton} title={browserTexts.comingSoon} text={panels.newsSoon} />
      </PanelCard>
    ),
    blog: (
      <PanelCard tab="blog" label={tabs.blog} lead={panels.blogLead}>
        <ButtonLink href={company.externalBlogUrl} external>
          {panels.blogButton}
          <Icon name="globe" className="h-4 w-4" />
          <span className="sr-only">{newTab.trim()}</span>
        </ButtonLink>
      </PanelCard>
    ),
    rss: (
      <PanelCard tab="rss" label={tabs.rss} lead={panels.rssLead}>
        <RssPanel texts={browserTexts} />
      </PanelCard>
    ),
    social: (
      <PanelCard tab="social" label={tabs.social} lead={panels.socialNote}>
        <ul className="grid gap-4 sm:grid-cols-3">
          {socialCards.map((card) => (
            <li key={card.name}>
              <a href={card.href} target="_blank" rel="noopener noreferrer" className={externalLinkClass}>
                <Icon name={card.icon} className="h-6 w-6 text-indigo-600 dark:text-indigo-400" />
                <span className="mt-3 font-semibold text-ink">{card.name}</span>
                <span className="mt-1 text-sm text-muted">{card.description}</span>
                <span className="sr-only">{newTab.trim()}</span>
              </a>
            </li>
          ))}
        </ul>
      </PanelCard>
    ),
  };
}
