// The English words of /portfolio around its records (projects, categories, highlights).

/** The words the filters and the project dialog show in the browser (the page hands them over as props). */
export const portfolioBrowserTexts = {
  filterLabel: "Filter projects by category",
  showing: "Showing {count} {noun}",
  showingIn: "Showing {count} {noun} in {category}",
  project: "project",
  projects: "projects",
  view: "View",
  viewLabel: "View {title}",
  close: "Close",
  similar: "Start a similar project",
  client: "Client",
  results: "Results",
};

export type PortfolioBrowserTexts = typeof portfolioBrowserTexts;

export const portfolioTexts = {
  projects: "Featured Projects",
  projectsIntro: "Filter by service to see the work closest to what you need.",
  highlights: "Portfolio Highlights",
  highlightsLabel: "Portfolio highlights",
  playVideo: "Play video: {title}",
  browser: portfolioBrowserTexts,
};
