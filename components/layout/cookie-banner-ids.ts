/** The ids the cookie banner's region is named and described by (cookie-banner-markup.ts writes them). */
export const cookieBannerIds = { title: "cookie-banner-title", text: "cookie-banner-text" } as const;
