import type { ReactNode } from "react";

/**
 * A page section with an h2 (and optional intro), labelled by its heading.
 * `titleHidden`: a band whose content speaks for itself on screen (a row of figures) still
 * heads its section for screen readers' heading lists, as HTML's outline asks.
 */
export function Section({
  id,
  title,
  titleHidden = false,
  intro,
  children,
  className = "",
}: {
  id: string;
  title?: string;
  titleHidden?: boolean;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} className={className ? `section ${className}` : "section"}>
      <div className="mx-auto max-w-6xl">
        {title && titleHidden ? (
          <h2 id={headingId} className="sr-only">
            {title}
          </h2>
        ) : title ? (
          <div className="section-intro">
            <h2 id={headingId} className="section-title">
              {title}
            </h2>
            {intro ? <p className="mt-3 text-muted">{intro}</p> : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
