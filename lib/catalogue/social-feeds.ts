import { socialLinks } from "./company";
import type { IconName } from "./icons";

// The feeds page's social cards. Apart from feeds.ts, which the page's client
// components read, so the company module stays out of the browser.

const socialFeedNetworks = [
  { id: "youtube", name: "YouTube", description: "Behind-the-scenes, tutorials and client showreels." },
  { id: "instagram", name: "Instagram", description: "Reels, campaign highlights and studio moments." },
  { id: "x", name: "Twitter / X", description: "Agency news and quick marketing tips." },
] as const;

/** The three social cards; their addresses come from the company's social links. */
export const socialFeedCards: readonly { id: string; name: string; description: string; href: string; icon: IconName }[] =
  socialFeedNetworks.map((network) => {
    const link = socialLinks.find((social) => social.name === network.name);
    if (!link) throw new Error(`No social link named ${network.name}`);
    return { ...network, href: link.href, icon: link.icon };
  });
