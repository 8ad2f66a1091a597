import Link from "next/link";
import type { ReactNode } from "react";
import { contactUsLink } from "@/lib/catalogue/page-texts";

/**
 * The closing call to action: a coloured band with an h2, a line of text, the
 * quote wizard (solid) and one other way in (outline; the contact page unless said).
 */
export function CtaBand({
  id,
  title,
  text,
  quote,
  quoteHref = "/quote",
  other = contactUsLink,
}: {
  id: string;
  title: string;
  text: ReactNode;
  quote: string;
  /** The quote wizard in the page's language. */
  quoteHref?: string;
  other?: { href: string; label: string };
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="px-4 py-14 sm:px-6">
      <div className="mx-auto max-w-5xl rounded-2xl bg-gradient-to-br from-indigo-700 to-violet-700 px-6 py-12 text-center shadow-lg sm:px-12 dark:from-indigo-900 dark:to-violet-900">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-indigo-100">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link href={quoteHref} className={onColourButton.solid}>
            {quote}
          </Link>
          <Link href={other.href} className={onColourButton.outline}>
            {other.label}
          </Link>
        </div>
      </div>
    </section>
  );
}

/** Button-like link styles for use on the coloured band (white focus ring for contrast). */
export const onColourButton = {
  solid:
    "inline-flex items-center justify-center gap-2 rounded-md bg-white px-5 py-2.5 text-sm font-semibold text-indigo-800 shadow-sm transition-colors hover:bg-indigo-50 focus-visible:outline-white",
  outline:
    "inline-flex items-center justify-center gap-2 rounded-md border border-white/80 px-5 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-white",
} as const;
