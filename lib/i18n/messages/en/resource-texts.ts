// The English words of the resource library and of a resource's page, around
// the records (lib/catalogue/resources.ts).

/** What the library's search, chips and count say in the browser (the page hands them over as props). */
export const resourceLibraryTexts = {
  searchLabel: "Search resources",
  searchPlaceholder: "Search resources...",
  filterLabel: "Filter by category",
  showing: "Showing {shown} of {total} resources",
  noneTitle: "No Resources Found",
  noneText: "Try adjusting your search or filter criteria.",
};

/** What a resource page's Share and Like buttons say in the browser. */
export const resourceActionTexts = {
  share: "Share",
  like: "Like",
  copied: "Link Copied!",
  copiedText: "Resource link copied to clipboard.",
  copyFailed: "Could not copy the link",
  liked: "Thanks for the like!",
  likedText: "This feature isn't implemented yet.",
};

export type ResourceLibraryTexts = typeof resourceLibraryTexts;
export type ResourceActionTexts = typeof resourceActionTexts;

export const resourceTexts = {
  browse: "Browse Resources",
  suggestTitle: "Can't Find What You Need?",
  suggestIntro: "Tell us which guide or template would help your business and we will consider it for the library.",
  suggest: "Suggest a Resource",
  /** The library's way to the blog and the news feeds, which no menu names. */
  blogTitle: "More From Our Team",
  blog: "Read Our Blog",
  feeds: "News & Feeds",
  download: "Download",
  /** The Download button's accessible name: the title, the file's type and size. */
  downloadLabel: "Download {title} ({type}, {size})",
  details: "View Details",
  detailsLabel: "View details of {title}",
  type: "Type",
  size: "Size",
  published: "Published",
  back: "Back to Resources",
  by: "By",
  overview: "Overview",
  tags: "Tags",
  viewAll: "View All Resources",
  library: resourceLibraryTexts,
  actions: resourceActionTexts,
};
