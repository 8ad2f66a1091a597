// No video player exists yet (home's Watch Our Story, the portfolio's Play), so the spec's notice stays.
export const videoNoticeTexts = { title: "Coming soon", description: "The video player isn't implemented yet." };
