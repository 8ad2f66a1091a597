import Link from "next/link";
import type { ReactNode } from "react";
import { pathIn, type Locale } from "@/lib/i18n/locales";

/** A sentence that ends in a link to the privacy policy: the forms' consent notice, the newsletter's note, the cookie banner's text. */
export function PrivacyNote({
  id,
  locale = "en",
  policy,
  className,
  children,
}: {
  id?: string;
  /** The page's language, whose privacy page the link opens. */
  locale?: Locale;
  /** The link's words. */
  policy: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <p id={id} className={className}>
      {children}{" "}
      <Link href={pathIn(locale, "/privacy")} className="link-inline">
        {policy}
      </Link>
      .
    </p>
  );
}
