"use client";

import Link from "next/link";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { usePageLocale } from "@/components/layout/shell-language.client";
import { buttonClasses } from "@/components/ui/button-link";
import type { PortfolioCategory, PortfolioProject } from "@/lib/catalogue/portfolio";
import { fill } from "@/lib/i18n/fill";
import { pathIn } from "@/lib/i18n/locales";
import { usePortfolioTexts } from "./portfolio-filters.client";
import { ProjectFacts } from "./project-facts";
import { ProjectIllustration } from "./project-illustration";

/**
 * The View button and its modal: a native <dialog>, so focus moves in on open, Escape closes it
 * and focus returns to the button; focus starts on Close. A click on the backdrop closes it too.
 * Its body repeats the card's facts, so it is drawn from the project's data on the first open
 * rather than sent as markup with the page.
 */
export function ProjectDetailsDialog({ project, category }: { project: PortfolioProject; category: PortfolioCategory }) {
  const texts = usePortfolioTexts();
  const locale = usePageLocale();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  const { title } = project;
  const headingId = `project-${project.id}-title`;

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={fill(texts.viewLabel, { title })}
        onClick={() => {
          flushSync(() => setOpened(true));
          dialogRef.current?.showModal();
          // Chromium would otherwise focus the scrollable body; start on Close instead.
          closeRef.current?.focus();
        }}
        className={buttonClasses("secondary", "w-full")}
      >
        {texts.view}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={headingId}
        onClick={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
        className="m-auto w-[calc(100%-2rem)] max-w-2xl rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/70 dark:bg-slate-900 dark:text-slate-100"
      >
        <div className="max-h-[85vh] overflow-y-auto">
          <div className="flex items-start justify-between gap-4 px-6 pt-6">
            <h2 id={headingId} className="text-xl font-bold tracking-tight sm:text-2xl">
              {title}
            </h2>
            <button
              ref={closeRef}
              type="button"
              onClick={() => dialogRef.current?.close()}
              aria-label={texts.close}
              className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-2xl leading-none text-muted hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {opened ? (
            <div className="px-6 pt-4 pb-6">
              <ProjectIllustration category={project.category} icon={category.icon} description={project.image} />
              <p className="mt-4 text-xs font-semibold tracking-wide text-accent uppercase">{category.label}</p>
              <p className="mt-2 text-slate-700 dark:text-slate-200">{project.description}</p>
              <div className="mt-4">
                <ProjectFacts project={project} labels={texts} />
              </div>
              <Link
                href={pathIn(locale, `/quote?service=${category.serviceId}`)}
                className="mt-6 inline-flex items-center gap-1 rounded-sm font-semibold text-accent hover:underline"
              >
                {texts.similar} <span aria-hidden="true">→</span>
              </Link>
            </div>
          ) : null}
        </div>
      </dialog>
    </>
  );
}
