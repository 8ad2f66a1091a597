// The cookie banner and the floating buttons, which load after the page (components/layout/deferred-shell.client.tsx).

export const cookieTexts = {
  title: "We use cookies",
  text: "We use cookies to keep the site working, remember your preferences and understand how visitors use it. Read our",
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
