/** One RSS or Atom entry as the feeds page shows it (the spec's feed item). */
export interface FeedItem {
  title: string;
  link: string;
  /** Plain text, at most 150 characters, followed by "..." when it was cut. */
  contentSnippet: string;
}
