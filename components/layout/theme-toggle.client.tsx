"use client";

import { useIsClient } from "./browser-state";
import { focusRing } from "./focus-ring";
import type { themeIcons } from "./shell-icons";
import { chooseTheme, useTheme } from "./theme";

export function ThemeToggle({ icons }: { icons: typeof themeIcons }) {
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
      {icons.toDark}
      {icons.toLight}
    </button>
  );
}
