// Settings the e2e server starts the site with, shared with the e2e tests that
// must know them (a test signs Razorpay's answers with the test key secret).

export const e2eRazorpay = {
  keyId: "rzp_test_E2eCheckout01",
  keySecret: "e2e-razorpay-key-secret",
  webhookSecret: "e2e-razorpay-webhook-secret",
} as const;

/** Where lead notifications go in the e2e run. */
export const e2eNotifyEmail = "leads@agency.test";

/** The admin the e2e server creates. */
export const e2eAdmin = { email: "admin@agency.test", password: "e2e-admin-password-1234" } as const;

/**
 * The authenticator-app secret the e2e server gives its admins (and createAdmin in
 * e2e/helpers/backend.ts gives a test's own): the helpers compute the codes from it.
 */
export const e2eTotpSecret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

/** Signs the e2e server's session cookies. */
export const e2eAuthSecret = "e2e-nextauth-secret-at-least-32-characters";
/** Signs the receipt links mailed to payers. */
export const e2eReceiptLinkSecret = "e2e-receipt-link-secret-at-least-32-characters";
/** Signs the newsletter's confirm and unsubscribe links. */
export const e2eNewsletterLinkSecret = "e2e-newsletter-link-secret-at-least-32-characters";

/**
 * The local GROQ stand-in for Sanity (test/sanity-stand-in.ts) on a fixed
 * port, so a spec run against a dev server (E2E_BASE_URL) finds it too.
 * E2E_SANITY_PORT moves it, with E2E_PORT, so two e2e runs can share a machine.
 */
const sanityPort = Number(process.env.E2E_SANITY_PORT || 3901);
export const e2eSanity = {
  port: sanityPort,
  apiHost: `http://127.0.0.1:${sanityPort}`,
  projectId: "e2eblog",
  dataset: "production",
  revalidateSecret: "e2e-sanity-webhook-secret",
  /** SANITY_API_READ_TOKEN of the e2e server: the stand-in shows drafts only to requests carrying it. */
  readToken: "e2e-sanity-read-token",
} as const;
