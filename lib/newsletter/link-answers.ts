import "server-only";
import { company } from "@/lib/catalogue/company";
import { retentionDefaults } from "@/lib/catalogue/retention";
import { fill } from "@/lib/i18n/fill";
import { isPrefixedLocale, type Locale } from "@/lib/i18n/locales";
import { textsFor, type SiteTexts } from "@/lib/i18n/texts";
import { linkPageAnswer, type LinkPage } from "./link-pages";
import { verifiedSubscriptionId, type NewsletterLinkPurpose } from "./links";
import type { SubscriptionState } from "./subscription-state";
import { confirmSubscription, findSubscription, unsubscribe } from "./subscriptions";
import type { Answer } from "@/lib/http/answer";

// What the confirm and unsubscribe links answer. GET only shows where the
// subscription stands and a button; the POST that button sends (or a mail
// client's RFC 8058 one-click POST to the List-Unsubscribe URL) makes the
// change. Mail scanners that open every link with GET change nothing, so they
// can neither confirm a stranger's sign-up nor unsubscribe anyone.

type Words = SiteTexts["newsletterLinks"];

const fixedPage = (status: number, title: string, text: string): LinkPage => ({ status, title, paragraphs: [text] });

/** The pages in a language; `email` fills the pages that name the subscription's address. */
function pagesIn(words: Words) {
  const filled = (template: string, email: string) => fill(template, { email, brand: company.name });
  const subscribed = (email: string) => fixedPage(200, words.subscribedTitle, filled(words.subscribedText, email));
  const left = (email: string) => fixedPage(200, words.leftTitle, filled(words.leftText, email));
  const unsubscribed = fixedPage(200, words.unsubscribedTitle, words.unsubscribedText);
  const prompt = (title: string, text: string, button: string) => (email: string) => ({
    ...fixedPage(200, title, filled(text, email)),
    button,
  });
  return {
    invalid: fixedPage(400, words.invalidTitle, words.invalidText),
    unavailable: fixedPage(503, words.unavailableTitle, words.unavailableText),
    expired: fixedPage(404, words.expiredTitle, fill(words.expiredText, { days: retentionDefaults.newsletterLeftoverDays })),
    unsubscribed,
    notSubscribed: fixedPage(200, words.notSubscribedTitle, words.notSubscribedText),
    subscribed,
    left,
    confirmed: (email: string) => fixedPage(200, words.confirmedTitle, filled(words.confirmedText, email)),
    confirmPrompt: {
      pending: prompt(words.confirmTitle, words.confirmText, words.confirmButton),
      confirmed: subscribed,
      left,
    } satisfies Record<SubscriptionState, (email: string) => LinkPage>,
    unsubscribePrompt: {
      pending: prompt(words.unsubscribeTitle, words.unsubscribePendingText, words.unsubscribeButton),
      confirmed: prompt(words.unsubscribeTitle, words.unsubscribeText, words.unsubscribeButton),
      left: () => unsubscribed,
    } satisfies Record<SubscriptionState, (email: string) => LinkPage>,
  };
}

type Pages = ReturnType<typeof pagesIn>;

type Action = (id: string, pages: Pages) => Promise<LinkPage>;

/** The language the link was sent in (its `lang`, set for a sign-up from a Telugu or Hindi page); English otherwise. */
function localeOfLink(url: URL): Locale {
  const lang = url.searchParams.get("lang") ?? "";
  return isPrefixedLocale(lang) ? lang : "en";
}

async function answer(purpose: NewsletterLinkPurpose, url: URL, action: Action): Promise<Answer> {
  const locale = localeOfLink(url);
  const words = textsFor(locale).newsletterLinks;
  const pages = pagesIn(words);
  const respond = (page: LinkPage) => linkPageAnswer(page, { locale, back: words.back });
  const id = verifiedSubscriptionId(purpose, url);
  if (id === null) return respond(pages.invalid);
  try {
    return respond(await action(id, pages));
  } catch (error) {
    console.error(`[newsletter] the ${purpose} link could not be answered`, error);
    return respond(pages.unavailable);
  }
}

/** GET /api/newsletter/confirm: where the sign-up stands, and the button that confirms it. */
export function showConfirmation(url: URL): Promise<Answer> {
  return answer("confirm", url, async (id, pages) => {
    const subscription = await findSubscription(id);
    return subscription ? pages.confirmPrompt[subscription.state](subscription.email) : pages.expired;
  });
}

/** POST /api/newsletter/confirm: confirms the sign-up (double opt-in). */
export function confirm(url: URL): Promise<Answer> {
  return answer("confirm", url, async (id, pages) => {
    const outcome = await confirmSubscription(id);
    if (outcome === "gone") return pages.expired;
    const subscription = await findSubscription(id);
    const email = subscription?.email ?? "";
    if (outcome === "left") return pages.left(email);
    return outcome === "confirmed" ? pages.confirmed(email) : pages.subscribed(email);
  });
}

/** GET /api/newsletter/unsubscribe: the button that unsubscribes. */
export function showUnsubscribe(url: URL): Promise<Answer> {
  return answer("unsubscribe", url, async (id, pages) => {
    const subscription = await findSubscription(id);
    return subscription ? pages.unsubscribePrompt[subscription.state](subscription.email) : pages.notSubscribed;
  });
}

/** POST /api/newsletter/unsubscribe: unsubscribes at once, the RFC 8058 one-click POST included. */
export function unsubscribeByLink(url: URL): Promise<Answer> {
  return answer("unsubscribe", url, async (id, pages) => ((await unsubscribe(id)) ? pages.unsubscribed : pages.notSubscribed));
}
