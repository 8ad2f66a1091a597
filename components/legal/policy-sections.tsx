import type { ReactNode } from "react";
import { TranslatedPageJsonLd } from "@/components/seo/translated-page-json-ld";
import { PageHero } from "@/components/ui/page-hero";
import { englishGovernsIn } from "@/lib/pages/policies";
import type { Locale } from "@/lib/i18n/locales";
import { policyEffectiveDate } from "@/lib/catalogue/policies";
import { type PolicySection } from "@/lib/i18n/records/policies";
import { FormattedDate } from "./formatted-date";

/**
 * A legal page: its title over the date the policies took effect, then a
 * readable column of the catalogue's sections, each with an h2, and the blocks
 * the page adds at the end.
 */
export function PolicyPage({
  locale,
  path,
  page,
  dateLabel,
  sections,
  after,
  children,
}: {
  locale: Locale;
  /** The page's English address, which a translated page defers to. */
  path: string;
  page: { title: string; description: string };
  /** "Last updated" or "Effective date". */
  dateLabel: string;
  sections: readonly PolicySection[];
  after?: Partial<Record<string, ReactNode>>;
  children?: ReactNode;
}) {
  const { title, description } = page;
  const governs = englishGovernsIn(locale, path);
  return (
    <>
      <TranslatedPageJsonLd locale={locale} name={title} description={description} path={path} />
      <PageHero
        title={title}
        lead={
          <>
            {`${dateLabel}: `}
            <FormattedDate iso={policyEffectiveDate} locale={locale} />
          </>
        }
      />
      {/* The policy's text, named by its title: the title's h1 is the hero's, outside it. */}
      <article aria-label={title} className="mx-auto max-w-3xl space-y-10 px-4 pb-16 sm:px-6">
        {governs ? (
          <p className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
            {governs.text}{" "}
            <a href={governs.href} hrefLang="en" className="font-semibold underline underline-offset-4">
              {governs.link}
            </a>
          </p>
        ) : null}
        <PolicySections sections={sections} after={after} />
        {children}
      </article>
    </>
  );
}

export function PolicyBlock({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-ink sm:text-2xl">
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
function PolicySections({ sections, after = {} }: { sections: readonly PolicySection[]; after?: Partial<Record<string, ReactNode>> }) {
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
