// What the visitor's cookie choice (the banner's, kept in localStorage) and
// their browser's Global Privacy Control allow. Browser code; no imports.
//   no choice yet: anonymous counts (views, speed, errors), nothing attached to a form;
//   Accept All:    the same, and a form carries where the visit came from;
//   Decline, or GPC: nothing measured, nothing kept about the visit, nothing attached.

/** Where the banner keeps the choice (the spec's cookie_consent: "accepted" or "declined"). */
export const cookieConsentKey = "cookie_consent";

function storedChoice(): string | null {
  try {
    return localStorage.getItem(cookieConsentKey);
  } catch {
    return null;
  }
}

function globalPrivacyControl(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

/** Anonymous measuring (views, Web Vitals, errors): not after Decline, not with GPC. */
export function measuringAllowed(): boolean {
  return storedChoice() !== "declined" && !globalPrivacyControl();
}

/** A form may carry the visit's source: only after Accept All, and never with GPC. */
export function sourceSharingAllowed(): boolean {
  return storedChoice() === "accepted" && !globalPrivacyControl();
}
