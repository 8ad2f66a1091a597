// The English words of the feeds page's panels, rendered on the server.
export const feedPanelTexts = {
  newsLead: "Agency announcements, client launches and digital media industry updates will appear here.",
  newsButton: "View All News",
  newsSoon: "Our news section is on its way.",
  blogLead: "Read our long-form articles on marketing, production and web on our Blogger blog.",
  blogButton: "Visit Blog",
  rssLead: "Headlines from the industry publications we follow.",
  socialNote: "Live feed integration is coming soon. Until then, follow us on our channels.",
};
