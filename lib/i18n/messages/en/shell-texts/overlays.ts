// The cookie banner and the floating buttons, which load after the page (components/layout/deferred-shell.client.tsx).

/**
 * The spec's banner said "We use cookies to … understand how visitors use it" while nothing
 * measured anything and Decline changed nothing. It now says what the site keeps and measures
 * (lib/browser/consent.ts) and what each button changes; the privacy page says the same at length.
 */
export const cookieTexts = {
  title: "Your privacy on this site",
  text: "We keep your theme, language, this choice and copies of unsent forms on your device. We count page views, speed and errors anonymously, without cookies or anything that identifies you. Accept All also sends where your visit came from (a campaign link or another site) with a form you send; Decline stops all measuring. Read our",
  privacy: "Privacy Policy",
  decline: "Decline",
  accept: "Accept All",
  close: "Close cookie banner",
};

export const widgetTexts = {
  chat: "Chat with us on WhatsApp",
  top: "Scroll to top",
  bottom: "Scroll to bottom",
  options: "Contact options",
  call: "Call",
  chatShort: "Chat",
  email: "Email",
};
