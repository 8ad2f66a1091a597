import type { ReactNode } from "react";

/** A page section with an h2 (and optional intro), labelled by its heading. */
export function Section({
  id,
  title,
  intro,
  children,
  className = "",
}: {
  id: string;
  title?: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} className={`px-4 py-14 sm:px-6 ${className}`}>
      <div className="mx-auto max-w-6xl">
        {title ? (
          <div className="mx-auto mb-10 max-w-3xl text-center">
            <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
              {title}
            </h2>
            {intro ? <p className="mt-3 text-slate-600 dark:text-slate-300">{intro}</p> : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
