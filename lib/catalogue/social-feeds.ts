import { socialCardWords } from "@/lib/i18n/messages/en/social-feeds";
import { socialLinks } from "./company";
import type { IconName } from "./icons";

// The feeds page's social cards. Apart from feeds.ts, which the page's client
// components read, so the company module stays out of the browser. The
// descriptions are the English message catalogue's (lib/i18n/messages/en/social-feeds.ts).

const socialFeedNetworks = [
  { id: "youtube", name: "YouTube" },
  { id: "instagram", name: "Instagram" },
  { id: "x", name: "Twitter / X" },
] as const;

/** The three social cards; their addresses come from the company's social links. */
export const socialFeedCards: readonly { id: string; name: string; description: string; href: string; icon: IconName }[] =
  socialFeedNetworks.map((network) => {
    const link = socialLinks.find((social) => social.name === network.name);
    if (!link) throw new Error(`No social link named ${network.name}`);
    return { ...network, description: socialCardWords[network.id], href: link.href, icon: link.icon };
  });
