// The feeds page's English words: its tabs' names by id and what its client
// parts say; lib/catalogue/feeds.ts holds the tabs' order and icons.

/** Each tab's name. */
export const feedTabWords = {
  news: "Latest News",
  blog: "Google Blogger",
  rss: "RSS Feeds",
  social: "Social Media",
};

/** The words the feeds' client parts show (the page hands them over as props). */
export const feedTextWords = {
  refresh: "Refresh Feed",
  loading: "Loading...",
  rssEmpty: "No RSS items to display or error fetching feed.",
  // The spec's notice blamed CORS; the server now fetches the feed, so it says what happened.
  rssErrorTitle: "Failed to fetch RSS feed",
  rssErrorDescription: "The feed could not be loaded. Please try again later.",
  comingSoon: "Feature Coming Soon!",
  /** The tab list's name. */
  tabs: "Feeds",
};
