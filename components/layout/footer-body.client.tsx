"use client";

import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";

/**
 * The footer's partners, link columns, contact details and legal line (footer-body.tsx), in the
 * server's HTML and there only. Rendered as part of the page's tree they would come twice, in the
 * markup and again in the hydration data, on every page, for elements that never change after
 * load; here the server renders them and hydration keeps what it sent as it is, so the hydration
 * data holds one reference and the browser's bundle none of the footer's code or words. Its links
 * are plain links, like every public page's (docs/performance.md).
 *
 * The browser never renders it afresh: the shell mounts once per page load, since a link to
 * another language changes the root layout's segment, which Next.js follows with a full load.
 */
export function FooterBody({ locale }: { locale: Locale }) {
  const content = serverContent(locale);
  return content ? <div>{content}</div> : <div dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
}

/**
 * The content, on the server; null in the browser. Its require() is in a branch the build knows
 * is dead in the browser (`typeof window`), so the browser's bundle has no trace of the module: a
 * static import stays in the bundle even where nothing calls it.
 */
function serverContent(locale: Locale): ReactNode {
  if (typeof window === "undefined") {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above: only a require() in the dead branch leaves the module out.
    const { FooterBodyContent } = require("./footer-body") as typeof import("./footer-body");
    return <FooterBodyContent locale={locale} />;
  }
  return null;
}
