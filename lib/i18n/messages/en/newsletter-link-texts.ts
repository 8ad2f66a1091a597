// The English words of the pages the newsletter's confirm and unsubscribe
// links open (lib/newsletter/link-answers.ts); {email} is the subscription's
// address, {brand} the company's name, {days} how long an unconfirmed sign-up is kept.

const subscribeAgain = "To receive it again, subscribe at the foot of any page of our website.";

export const newsletterLinkTexts = {
  back: "Back to the website",
  invalidTitle: "This link is not valid",
  invalidText: "Your mail program may have cut the link short. Open it again from the mail, or copy the whole link into your browser.",
  unavailableTitle: "Please try again later",
  unavailableText: "We could not reach our records just now. Nothing was changed.",
  expiredTitle: "This link has expired",
  expiredText: `Sign-ups that are not confirmed within {days} days are deleted, as is an older link once you sign up again. ${subscribeAgain}`,
  unsubscribedTitle: "You have unsubscribed",
  unsubscribedText: `We will not send our newsletter to this address again. ${subscribeAgain}`,
  notSubscribedTitle: "You are not subscribed",
  notSubscribedText: "This address is not on our newsletter list, so there is nothing to unsubscribe.",
  subscribedTitle: "You are subscribed",
  subscribedText: "{email} receives the {brand} newsletter. Every issue has a link to unsubscribe.",
  leftTitle: "You have left the newsletter",
  leftText: `{email} unsubscribed from our newsletter. ${subscribeAgain}`,
  confirmTitle: "Confirm your subscription",
  confirmText: "Confirm that {email} should receive the {brand} newsletter.",
  confirmButton: "Confirm subscription",
  unsubscribeTitle: "Unsubscribe from the newsletter",
  unsubscribePendingText: "Stop the newsletter sign-up of {email}?",
  unsubscribeText: "Stop sending the newsletter to {email}?",
  unsubscribeButton: "Unsubscribe",
  confirmedTitle: "Subscription confirmed",
  confirmedText: "Thank you: {email} will receive our newsletter. Every issue has a link to unsubscribe.",
};
