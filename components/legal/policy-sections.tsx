import type { ReactNode } from "react";
import type { PolicySection } from "@/lib/catalogue/policies";

/** The body of a legal page: a readable column of sections, each with an h2. */
export function PolicyArticle({ children }: { children: ReactNode }) {
  return <article className="mx-auto max-w-3xl space-y-10 px-4 pb-16 sm:px-6">{children}</article>;
}

export function PolicyBlock({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900 sm:text-2xl dark:text-white">
        {heading}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700 dark:text-slate-300">{children}</div>
    </section>
  );
}

export function PolicyList({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1.5 pl-6 marker:text-indigo-600 dark:marker:text-indigo-400">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Renders catalogue sections; `after` adds page-specific content below a section by id. */
export function PolicySections({
  sections,
  after = {},
}: {
  sections: readonly PolicySection[];
  after?: Partial<Record<string, ReactNode>>;
}) {
  return sections.map((section) => (
    <PolicyBlock key={section.id} id={section.id} heading={section.heading}>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.list ? <PolicyList items={section.list} /> : null}
      {after[section.id]}
    </PolicyBlock>
  ));
}
