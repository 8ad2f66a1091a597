"use client";

import { useRef, type ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button-link";

/**
 * The View button and its modal: a native <dialog>, so focus moves in on open, Escape closes it
 * and focus returns to the button; focus starts on Close. A click on the backdrop closes it too.
 */
export function ProjectDetailsDialog({ projectId, title, children }: { projectId: string; title: string; children: ReactNode }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const headingId = `project-${projectId}-title`;

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={`View ${title}`}
        onClick={() => {
          dialogRef.current?.showModal();
          // Chromium would otherwise focus the scrollable body; start on Close instead.
          closeRef.current?.focus();
        }}
        className={buttonClasses("secondary", "w-full")}
      >
        View
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
              aria-label="Close"
              className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-2xl leading-none text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="px-6 pt-4 pb-6">{children}</div>
        </div>
      </dialog>
    </>
  );
}
