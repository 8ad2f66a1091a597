import type { ReactNode } from "react";

/** The top band of an inner page: its one h1, a lead paragraph, optional actions. */
export function PageHero({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <section className="hero">
      <div className="mx-auto max-w-4xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-5xl">{title}</h1>
        {lead ? <p className="mt-4 text-lg text-muted">{lead}</p> : null}
        {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
