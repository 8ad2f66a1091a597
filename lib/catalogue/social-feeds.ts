import { socialLinks } from "./company";
import type { IconName } from "./icons";

// The feeds page's social cards. Apart from feeds.ts, which the page's client
// components read, so the company module stays out of the browser. Each card's
// description is a word, by network id.

const socialFeedNetworks = [
  { id: "youtube", name: "YouTube" },
  { id: "instagram", name: "Instagram" },
  { id: "x", name: "Twitter / X" },
] as const;

/** The three social cards besides their descriptions; their addresses come from the company's social links. */
export const socialFeedCardFacts: readonly { id: string; name: string; href: string; icon: IconName }[] = socialFeedNetworks.map(
  (network) => {
    const link = socialLinks.find((social) => social.name === network.name);
    if (!link) throw new Error(`No social link named ${network.name}`);
    return { ...network, href: link.href, icon: link.icon };
  },
);
