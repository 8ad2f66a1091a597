import type { ReactNode } from "react";

/** The top band of an inner page: its one h1, a lead paragraph, optional actions. */
export function PageHero({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-indigo-50 to-white px-4 pt-10 pb-14 sm:px-6 dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto max-w-4xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white">{title}</h1>
        {lead ? <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{lead}</p> : null}
        {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
