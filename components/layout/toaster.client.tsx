"use client";

import { useTheme } from "next-themes";
import { Toaster as Sonner } from "sonner";

/** The site's one toast outlet, below the fixed navbar and in the current theme. */
export function Toaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      theme={resolvedTheme === "dark" ? "dark" : "light"}
      position="top-right"
      offset={{ top: 76 }}
      mobileOffset={{ top: 72 }}
      richColors
      closeButton
    />
  );
}
