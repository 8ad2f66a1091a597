"use client";

import { useIsClient } from "./browser-state";
import { focusRing } from "./focus-ring";
import { chooseTheme, useTheme } from "./theme";
import { Icon } from "@/components/ui/icon";

export function ThemeToggle() {
  const theme = useTheme();
  // The stored theme is only known in the browser; the icons follow the `dark` class meanwhile.
  const isClient = useIsClient();
  const isDark = theme === "dark";

  return (
    <button
      type="button"
      aria-label="Dark theme"
      aria-pressed={isClient ? isDark : undefined}
      onClick={() => chooseTheme(isDark ? "light" : "dark")}
      className={`inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`}
    >
      <Icon name="moon" className="h-5 w-5 dark:hidden" />
      <Icon name="sun" className="hidden h-5 w-5 dark:block" />
    </button>
  );
}
