// The feeds page's social cards' English descriptions, by network id;
// lib/catalogue/social-feeds.ts holds the networks' names, addresses and icons.

export const socialCardWords = {
  youtube: "Behind-the-scenes, tutorials and client showreels.",
  instagram: "Reels, campaign highlights and studio moments.",
  x: "Agency news and quick marketing tips.",
};
