import type { QuoteStatus } from "@/lib/generated/prisma/enums";

// Kept apart from lib/leads/kinds/quote.ts so the status select (a client component) does
// not pull the catalogue into the browser.

/** pending → contacted → won or lost; the admin may also step back. */
export const quoteStatuses = ["pending", "contacted", "won", "lost"] as const satisfies readonly QuoteStatus[];

export const quoteStatusLabels: Record<QuoteStatus, string> = {
  pending: "Pending",
  contacted: "Contacted",
  won: "Won",
  lost: "Lost",
};

export function isQuoteStatus(value: string): value is QuoteStatus {
  return (quoteStatuses as readonly string[]).includes(value);
}
