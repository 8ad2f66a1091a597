"use client";

import { useSelectedLayoutSegments } from "next/navigation";
import { splitLocalePath } from "@/lib/i18n/locales";
import { JsonLd } from "@/components/seo/json-ld";
import { breadcrumbJsonLd } from "@/lib/seo/breadcrumb-json-ld";
import { breadcrumbTrail } from "./breadcrumb-trail";
import { Icon } from "@/components/ui/icon";
import { breadcrumbTexts } from "@/lib/i18n/messages/en/shell-texts/navbar";
import { useWords } from "@/components/ui/words.client";
import { usePageAddress } from "./page-address";
import { notFoundSegment } from "@/lib/routing/not-found-segment";

/**
 * The pages that draw their own breadcrumb, in every language: a record's page, named by the
 * record's title (a service's, an opening's, a resource's and its category's, a post's), which
 * the shell does not know.
 */
const ownTrailBelow = ["/resources", "/careers/", "/services/", "/blog/"];

/**
 * Below the navbar on every page but home; rendered in the server HTML too.
 * `names`: the levels' names in the language that only a page knows (a
 * resource's category and title), given where that page draws it (the layouts of
 * app/[locale]/resources, app/[locale]/careers/[opening], app/[locale]/services/[serviceId] and
 * app/(site)/blog/[slug]); the shell's own then draws nothing there.
 */
export function Breadcrumb({ names }: { names?: Readonly<Record<string, string>> }) {
  const texts = useWords("breadcrumb", breadcrumbTexts);
  const pathname = usePageAddress();
  const shellNames = useWords("pageNames");
  const path = splitLocalePath(pathname).path;
  const drawnByPage = ownTrailBelow.some((prefix) => path.startsWith(prefix));
  const trail = breadcrumbTrail(pathname, texts.home, { ...shellNames, ...names }, drawnByPage);
  // A not-found screen has none, like the site's 404: its address names no page. The route's
  // segments say so the same on the server and in the browser, where the address is the one typed.
  const onNotFoundScreen = useSelectedLayoutSegments().at(-1) === notFoundSegment;
  if (onNotFoundScreen || trail.length === 0 || drawnByPage !== Boolean(names)) return null;

  return (
    <nav
      aria-label={texts.label}
      className="border-b border-slate-200 bg-slate-50 px-4 py-2.5 sm:px-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <JsonLd data={breadcrumbJsonLd(trail)} />
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 text-sm text-muted">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-1">
              {index > 0 ? <Icon name="chevron-right" className="h-4 w-4 shrink-0 text-slate-400" /> : null}
              {last ? (
                <span aria-current="page" className="font-medium text-ink">
                  {crumb.label}
                </span>
              ) : (
                <a href={crumb.href} className="rounded hover:text-indigo-700 hover:underline dark:hover:text-indigo-300">
                  {crumb.label}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
