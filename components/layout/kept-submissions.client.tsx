"use client";

import { useEffect } from "react";
import { toast } from "@/components/ui/toast";

/**
 * Sends the submissions the browser kept while the server was unreachable, on
 * each visit and when the connection comes back. Each goes with its original
 * Idempotency-Key, so a submission that did reach the server is not stored twice.
 */
export function KeptSubmissions() {
  useEffect(() => {
    let running = false;
    async function resend() {
      if (running) return;
      running = true;
      try {
        // Loaded after the page, not with it: most visitors have nothing kept.
        const { resubmitKeptSubmissions } = await import("@/lib/browser/local-backup");
        const stored = await resubmitKeptSubmissions();
        if (stored > 0) {
          toast.success("Saved submission sent", {
            description:
              stored === 1
                ? "We received what you saved earlier while our server was unreachable."
                : `We received the ${stored} submissions you saved earlier while our server was unreachable.`,
          });
        }
      } catch {
        // Storage unavailable (nothing was kept) or the code could not load (tried again on the next visit).
      } finally {
        running = false;
      }
    }
    void resend();
    window.addEventListener("online", resend);
    return () => window.removeEventListener("online", resend);
  }, []);
  return null;
}
