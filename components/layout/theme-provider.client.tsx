"use client";

import { ThemeProvider as NextThemesProvider } from "next-themes";
import type { ReactNode } from "react";
import { storageKeys } from "@/lib/catalogue/navigation";

/**
 * Spec rule: dark when "dark" is stored, or when nothing is stored and the system prefers dark.
 * next-themes puts an inline script in the server HTML that sets the class before first paint.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <NextThemesProvider
      attribute="class"
      storageKey={storageKeys.theme}
      defaultTheme="system"
      enableSystem
      disableTransitionOnChange
    >
      {children}
    </NextThemesProvider>
  );
}
