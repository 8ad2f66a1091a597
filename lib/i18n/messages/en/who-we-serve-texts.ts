// The English words of /who-we-serve around its records (industries, ideal clients).
export const whoWeServeTexts = {
  industries: "Industries We Serve",
  whatWeDo: "What we do for {industry}",
  idealClients: "Our Ideal Clients",
  goodFit: {
    title: "Are We a Good Fit for You?",
    text: "If you want a creative partner who cares about results, explains every rupee and replies quickly, we should talk. Tell us about your business and we'll tell you honestly how we can help.",
    action: "Let's Talk",
  },
  stories: {
    badge: "Coming soon",
    title: "Client Success Stories",
    /** {portfolio} is the link to the portfolio, named by `portfolio`. */
    text: "Detailed case studies from our clients are on their way. Meanwhile, browse our {portfolio} for a look at recent work.",
    portfolio: "portfolio",
  },
};
