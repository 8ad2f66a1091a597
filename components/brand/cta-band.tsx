import type { ReactNode } from "react";

/**
 * The closing call to action: a coloured band with an h2, a line of text, the
 * quote wizard (solid) and one other way in (outline), both in the page's language.
 */
export function CtaBand({
  id,
  title,
  text,
  quote,
  quoteHref,
  other,
}: {
  id: string;
  title: string;
  text: ReactNode;
  quote: string;
  /** The quote wizard in the page's language. */
  quoteHref: string;
  other: { href: string; label: string };
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="section">
      <div className="cta-band">
        <h2 id={headingId} className="section-title text-white">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-indigo-100">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a href={quoteHref} className={onColourButton.solid}>
            {quote}
          </a>
          <a href={other.href} className={onColourButton.outline}>
            {other.label}
          </a>
        </div>
      </div>
    </section>
  );
}

/** Button-like link styles for use on the coloured band (white focus ring for contrast). */
export const onColourButton = {
  solid: "btn btn-on-colour",
  outline: "btn btn-on-colour-outline",
} as const;
