// The English words of /blog around its posts (which are the editors', from Sanity).
export const blogTexts = {
  posts: "Posts",
  emptyTitle: "Blog Coming Soon!",
  emptyText: "Please connect your Sanity CMS or add posts to see them here.",
  /** On a Telugu or Hindi page: the posts open in the language they are written in. */
  inEnglish: "Our articles are written in English.",
};

export type BlogTexts = typeof blogTexts;
