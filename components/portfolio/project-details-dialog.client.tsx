"use client";

import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { buttonClasses } from "@/components/ui/button-link";
import type { PortfolioCategory, PortfolioProject } from "@/lib/i18n/records/portfolio";
import { fill } from "@/lib/i18n/fill";
import { usePortfolioTexts } from "./portfolio-filters.client";
import type { ProjectDetailsBody } from "./project-details-body.client";

/**
 * The View button and its modal: a native <dialog>, so focus moves in on open, Escape closes it
 * and focus returns to the button; focus starts on Close. A click on the backdrop closes it too.
 * Its body repeats the card's facts, so it is drawn from the project's data on the first open
 * rather than sent as markup with the page, and its code loads then too, with import(): the page's
 * first-load JavaScript carries only the button and the empty dialog.
 */
export function ProjectDetailsDialog({ project, category }: { project: PortfolioProject; category: PortfolioCategory }) {
  const texts = usePortfolioTexts();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [Body, setBody] = useState<typeof ProjectDetailsBody | null>(null);
  const { title } = project;
  const headingId = `project-${project.id}-title`;

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={fill(texts.viewLabel, { title })}
        onClick={async () => {
          const { ProjectDetailsBody: body } = await import("./project-details-body.client");
          flushSync(() => setBody(() => body));
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
          {Body ? <Body project={project} category={category} /> : null}
        </div>
      </dialog>
    </>
  );
}
