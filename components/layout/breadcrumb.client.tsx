"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { JsonLd } from "@/components/seo/json-ld";
import { breadcrumbJsonLd } from "@/lib/seo/breadcrumb-json-ld";
import { breadcrumbTrail } from "./breadcrumb-trail";
import { Icon } from "@/components/ui/icon";
import { breadcrumbTexts } from "@/lib/catalogue/shell-texts/navbar";
import { usePageNames, useShellTexts } from "./shell-language.client";

/** Below the navbar on every page but home; rendered in the server HTML too. */
export function Breadcrumb() {
  const { texts } = useShellTexts("breadcrumb", breadcrumbTexts);
  const trail = breadcrumbTrail(usePathname(), texts.home, usePageNames());
  if (trail.length === 0) return null;

  return (
    <nav
      aria-label={texts.label}
      className="border-b border-slate-200 bg-slate-50 px-4 py-2.5 sm:px-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <JsonLd data={breadcrumbJsonLd(trail)} />
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 text-sm text-slate-600 dark:text-slate-300">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-1">
              {index > 0 ? <Icon name="chevron-right" className="h-4 w-4 shrink-0 text-slate-400" /> : null}
              {last ? (
                <span aria-current="page" className="font-medium text-slate-900 dark:text-white">
                  {crumb.label}
                </span>
              ) : (
                <Link href={crumb.href} className="rounded hover:text-indigo-700 hover:underline dark:hover:text-indigo-300">
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
