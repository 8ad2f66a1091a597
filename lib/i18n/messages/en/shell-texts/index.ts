// The English words of the shell every public page shares, one file for each
// part that loads on its own: a client component imports its part's file as
// its default words, so each chunk carries only its own (as when they were
// written inline), and a Telugu or Hindi page hands over its words (lib/i18n).
import { footerTexts } from "./footer";
import { breadcrumbTexts, languageTexts, navbarTexts, newTabText, searchTexts, themeTexts } from "./navbar";
import { newsletterTexts } from "./newsletter";
import { newsletterToastTexts } from "./newsletter-toasts";
import { widgetTexts } from "./overlays";
import { videoNoticeTexts } from "./video-notice";

/** The shell's words in one tree: what lib/i18n/texts.ts gathers for translation. */
export const shellTexts = {
  skipLink: "Skip to main content",
  /** The toast region's name (sonner's own English default). */
  notifications: "Notifications",
  newTab: newTabText,
  navbar: navbarTexts,
  search: searchTexts,
  language: languageTexts,
  theme: themeTexts,
  videoNotice: videoNoticeTexts,
  breadcrumb: breadcrumbTexts,
  widgets: widgetTexts,
  newsletter: newsletterTexts,
  newsletterToasts: newsletterToastTexts,
  footer: footerTexts,
};

export type ShellTexts = typeof shellTexts;

/** The words of the shell's interactive parts: the footer, the skip link and the toast region's name are the server's to render. */
export type ClientShellTexts = Omit<ShellTexts, "footer" | "skipLink" | "notifications">;

/**
 * The client parts of a language's shell words, named one by one: what a
 * translated page hands to the browser, so a part added for the server only
 * does not reach the hydration data by default.
 */
export function clientShellTexts(texts: ShellTexts): ClientShellTexts {
  const { newTab, navbar, search, language, theme, videoNotice, breadcrumb, widgets, newsletter, newsletterToasts } = texts;
  return { newTab, navbar, search, language, theme, videoNotice, breadcrumb, widgets, newsletter, newsletterToasts };
}
