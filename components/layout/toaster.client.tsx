"use client";

import { toastDurationMs } from "@/components/ui/toast";
import { afterHydration } from "./after-hydration.client";
import { useTheme } from "./theme";

// Loaded after hydration, not with the page: see components/ui/toast.ts.
const Sonner = afterHydration(() => import("sonner").then((sonner) => sonner.Toaster));

/**
 * The site's one toast outlet, in the current theme: below the fixed navbar, or
 * at the bottom when the focus is in the top half (components/ui/toast.ts).
 * Expanded, so a second toast stands below the first instead of over it.
 * Every toast stays the spec's 5 s unless it names its own time.
 */
export function Toaster({ label }: { label?: string }) {
  const theme = useTheme();
  return (
    <Sonner
      containerAriaLabel={label}
      theme={theme}
      position="top-right"
      offset={{ top: 76 }}
      mobileOffset={{ top: 72 }}
      expand
      richColors
      closeButton
      duration={toastDurationMs}
    />
  );
}
