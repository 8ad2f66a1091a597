import "server-only";
import { retentionDefaults } from "@/lib/catalogue/retention";
import { company } from "@/lib/catalogue/company";
import { linkPageResponse, type LinkPage } from "./link-pages";
import { verifiedSubscriptionId, type NewsletterLinkPurpose } from "./links";
import type { SubscriptionState } from "./subscription-state";
import { confirmSubscription, findSubscription, unsubscribe } from "./subscriptions";

// What the confirm and unsubscribe links answer. GET only shows where the
// subscription stands and a button; the POST that button sends (or a mail
// client's RFC 8058 one-click POST to the List-Unsubscribe URL) makes the
// change. Mail scanners that open every link with GET change nothing, so they
// can neither confirm a stranger's sign-up nor unsubscribe anyone.

const subscribeAgain = "To receive it again, subscribe at the foot of any page of our website.";

const pages = {
  invalid: {
    status: 400,
    title: "This link is not valid",
    paragraphs: ["Your mail program may have cut the link short. Open it again from the mail, or copy the whole link into your browser."],
  },
  unavailable: {
    status: 503,
    title: "Please try again later",
    paragraphs: ["We could not reach our records just now. Nothing was changed."],
  },
  expired: {
    status: 404,
    title: "This link has expired",
    paragraphs: [
      `Sign-ups that are not confirmed within ${retentionDefaults.newsletterLeftoverDays} days are deleted, as is an older link once you sign up again. ${subscribeAgain}`,
    ],
  },
  unsubscribed: {
    status: 200,
    title: "You have unsubscribed",
    paragraphs: [`We will not send our newsletter to this address again. ${subscribeAgain}`],
  },
  notSubscribed: {
    status: 200,
    title: "You are not subscribed",
    paragraphs: ["This address is not on our newsletter list, so there is nothing to unsubscribe."],
  },
} satisfies Record<string, LinkPage>;

function subscribedPage(email: string): LinkPage {
  return {
    status: 200,
    title: "You are subscribed",
    paragraphs: [`${email} receives the ${company.name} newsletter. Every issue has a link to unsubscribe.`],
  };
}

function leftPage(email: string): LinkPage {
  return {
    status: 200,
    title: "You have left the newsletter",
    paragraphs: [`${email} unsubscribed from our newsletter. ${subscribeAgain}`],
  };
}

type Action = (id: string) => Promise<LinkPage>;

async function answer(purpose: NewsletterLinkPurpose, request: Request, action: Action): Promise<Response> {
  const id = verifiedSubscriptionId(purpose, new URL(request.url));
  if (id === null) return linkPageResponse(pages.invalid);
  try {
    return linkPageResponse(await action(id));
  } catch (error) {
    console.error(`[newsletter] the ${purpose} link could not be answered`, error);
    return linkPageResponse(pages.unavailable);
  }
}

const confirmPrompt: Record<SubscriptionState, (email: string) => LinkPage> = {
  pending: (email) => ({
    status: 200,
    title: "Confirm your subscription",
    paragraphs: [`Confirm that ${email} should receive the ${company.name} newsletter.`],
    button: "Confirm subscription",
  }),
  confirmed: subscribedPage,
  left: leftPage,
};

const unsubscribePrompt: Record<SubscriptionState, (email: string) => LinkPage> = {
  pending: (email) => ({
    status: 200,
    title: "Unsubscribe from the newsletter",
    paragraphs: [`Stop the newsletter sign-up of ${email}?`],
    button: "Unsubscribe",
  }),
  confirmed: (email) => ({
    status: 200,
    title: "Unsubscribe from the newsletter",
    paragraphs: [`Stop sending the newsletter to ${email}?`],
    button: "Unsubscribe",
  }),
  left: () => pages.unsubscribed,
};

/** GET /api/newsletter/confirm: where the sign-up stands, and the button that confirms it. */
export function showConfirmation(request: Request): Promise<Response> {
  return answer("confirm", request, async (id) => {
    const subscription = await findSubscription(id);
    return subscription ? confirmPrompt[subscription.state](subscription.email) : pages.expired;
  });
}

/** POST /api/newsletter/confirm: confirms the sign-up (double opt-in). */
export function confirm(request: Request): Promise<Response> {
  return answer("confirm", request, async (id) => {
    const outcome = await confirmSubscription(id);
    if (outcome === "gone") return pages.expired;
    const subscription = await findSubscription(id);
    const email = subscription?.email ?? "";
    if (outcome === "left") return leftPage(email);
    return outcome === "confirmed"
      ? {
          status: 200,
          title: "Subscription confirmed",
          paragraphs: [`Thank you: ${email} will receive our newsletter. Every issue has a link to unsubscribe.`],
        }
      : subscribedPage(email);
  });
}

/** GET /api/newsletter/unsubscribe: the button that unsubscribes. */
export function showUnsubscribe(request: Request): Promise<Response> {
  return answer("unsubscribe", request, async (id) => {
    const subscription = await findSubscription(id);
    return subscription ? unsubscribePrompt[subscription.state](subscription.email) : pages.notSubscribed;
  });
}

/** POST /api/newsletter/unsubscribe: unsubscribes at once, the RFC 8058 one-click POST included. */
export function unsubscribeByLink(request: Request): Promise<Response> {
  return answer("unsubscribe", request, async (id) => ((await unsubscribe(id)) ? pages.unsubscribed : pages.notSubscribed));
}
