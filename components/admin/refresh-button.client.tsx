"use client";

import { Icon } from "@/components/ui/icon";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { buttonClasses } from "@/components/ui/button-link";

/** Reloads the counts and the open list from the server, keeping the tab, search and page. */
export function RefreshButton() {
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();

  return (
    <button
      type="button"
      onClick={() => startRefresh(() => router.refresh())}
      disabled={refreshing}
      aria-busy={refreshing}
      className={buttonClasses("secondary", "px-4")}
    >
      {refreshing ? (
        <Icon name="loader" className="h-4 w-4 animate-spin motion-reduce:animate-none" />
      ) : (
        <Icon name="refresh-cw" className="h-4 w-4" />
      )}
      {refreshing ? "Refreshing..." : "Refresh"}
    </button>
  );
}
