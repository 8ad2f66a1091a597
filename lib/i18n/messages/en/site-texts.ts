/** What every page's title ends with (translated pages say it in their language: site.name). */
export const siteName = "Digital Media Agency";
