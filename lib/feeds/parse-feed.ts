import Parser from "rss-parser";
import { truncateSnippet } from "@/lib/catalogue/feeds";
import type { FeedItem } from "./types";

const parser = new Parser();

/** The most items a feed contributes. */
export const feedItemLimit = 20;

/** RSS 2.0, RSS 1.0 or Atom text to the page's items; throws on anything that is not a feed. */
export async function parseFeedItems(xml: string): Promise<FeedItem[]> {
  const feed = await parser.parseString(xml);
  const items: FeedItem[] = [];
  for (const item of feed.items) {
    const title = plainText(item.title);
    const link = httpLink(item.link);
    // A title with no safe link (javascript:, data:, relative) is dropped, not rendered.
    if (!title || !link) continue;
    const snippet = plainText(item.contentSnippet) || plainText(stripTags(item.summary ?? ""));
    items.push({ title, link, contentSnippet: truncateSnippet(snippet) });
    if (items.length === feedItemLimit) break;
  }
  return items;
}

function plainText(value: unknown): string {
  return typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "";
}

function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, " ");
}

function httpLink(value: unknown): string | undefined {
  if (typeof value !== "string" || !URL.canParse(value.trim())) return undefined;
  const url = new URL(value.trim());
  return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
}
