"use client";

import { createContext, useContext } from "react";
import { defaultFeedTab, type FeedTabId } from "@/lib/catalogue/feeds";

export interface ActiveFeedTab {
  id: FeedTabId;
  /** Counts tab changes, so a panel can tell one opening from the next. */
  activation: number;
}

// The feeds page's open tab, for panels that act on opening and leaving (RSS).
export const ActiveFeedTabContext = createContext<ActiveFeedTab>({ id: defaultFeedTab, activation: 0 });

export function useActiveFeedTab(): ActiveFeedTab {
  return useContext(ActiveFeedTabContext);
}
