"use client";

import { Moon, Sun } from "lucide-react";
import { useTheme } from "next-themes";
import { useIsClient } from "./browser-state";
import { focusRing } from "./focus-ring";

export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  // The stored theme is only known in the browser; the icons follow the `dark` class meanwhile.
  const isClient = useIsClient();
  const isDark = resolvedTheme === "dark";

  return (
    <button
      type="button"
      aria-label="Dark theme"
      aria-pressed={isClient ? isDark : undefined}
      onClick={() => setTheme(isDark ? "light" : "dark")}
      className={`inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`}
    >
      <Moon aria-hidden className="h-5 w-5 dark:hidden" />
      <Sun aria-hidden className="hidden h-5 w-5 dark:block" />
    </button>
  );
}
