"use client";

import { toastDurationMs } from "@/components/ui/toast";
import { afterHydration } from "./after-hydration.client";
import { useTheme } from "./theme";

// Loaded after hydration, not with the page: see components/ui/toast.ts.
const Sonner = afterHydration(() => import("sonner").then((sonner) => sonner.Toaster));

/**
 * The site's one toast outlet, below the fixed navbar and in the current theme.
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
      richColors
      closeButton
      duration={toastDurationMs}
    />
  );
}
