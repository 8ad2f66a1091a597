// Where the cookie banner keeps the visitor's choice (the spec's cookie_consent:
// "accepted" or "declined"); the e2e helpers store it to keep the banner away.
export const cookieConsentKey = "cookie_consent";
