import "server-only";
import { createHmac } from "node:crypto";
import { getEnv } from "@/lib/env";
import type { Locale } from "@/lib/i18n/locales";
import { sameSecret } from "@/lib/security/same-secret";
import { absoluteUrl } from "@/lib/seo/site";
import { isUuid } from "@/lib/validation/uuid";

// The links in mail to a newsletter subscriber: confirm (double opt-in) and
// unsubscribe. Each names the subscription by id and carries an HMAC-SHA256
// of purpose and id under NEWSLETTER_LINK_SECRET, so nobody can make a link
// for someone else's subscription, and a confirm link cannot unsubscribe (or
// the other way round). Links do not expire: an unsubscribe link must work
// for as long as the mail is kept; a deleted subscription simply is not found.

export type NewsletterLinkPurpose = "confirm" | "unsubscribe";

export const newsletterLinkPaths: Record<NewsletterLinkPurpose, string> = {
  confirm: "/api/newsletter/confirm",
  unsubscribe: "/api/newsletter/unsubscribe",
};

/** Development and tests only: production refuses to start without NEWSLETTER_LINK_SECRET (lib/env.ts). */
const developmentSecret = "development-only-newsletter-link-secret";

function signature(purpose: NewsletterLinkPurpose, subscriptionId: string): string {
  const secret = getEnv().NEWSLETTER_LINK_SECRET ?? developmentSecret;
  return createHmac("sha256", secret).update(`newsletter-${purpose}:${subscriptionId}`).digest("base64url");
}

/**
 * The absolute, signed link for one subscription; for a sign-up from a Telugu
 * or Hindi page it says so (`lang`, not signed: it only chooses the words of the page it opens).
 */
export function newsletterLink(purpose: NewsletterLinkPurpose, subscriptionId: string, locale: Locale = "en"): string {
  const query = new URLSearchParams({
    s: subscriptionId,
    t: signature(purpose, subscriptionId),
    ...(locale === "en" ? {} : { lang: locale }),
  });
  return absoluteUrl(`${newsletterLinkPaths[purpose]}?${query}`);
}

/** The subscription a link names when its signature is right for `purpose`; null for anything else. */
export function verifiedSubscriptionId(purpose: NewsletterLinkPurpose, url: URL): string | null {
  const id = url.searchParams.get("s");
  const token = url.searchParams.get("t");
  if (id === null || token === null || !isUuid(id)) return null;
  return sameSecret(signature(purpose, id), token) ? id : null;
}
