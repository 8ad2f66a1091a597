"use client";

import { useIsClient } from "./browser-state";
import { chooseTheme, useTheme } from "./theme";
import { Icon } from "@/components/ui/icon";
import { themeTexts } from "@/lib/i18n/messages/en/shell-texts/navbar";
import { useWords } from "@/components/ui/words.client";

export function ThemeToggle() {
  const theme = useTheme();
  // The stored theme is only known in the browser; the icons follow the `dark` class meanwhile.
  const isClient = useIsClient();
  const isDark = theme === "dark";
  const texts = useWords("theme", themeTexts);

  return (
    <button
      type="button"
      aria-label={texts.dark}
      aria-pressed={isClient ? isDark : undefined}
      onClick={() => chooseTheme(isDark ? "light" : "dark")}
      className="icon-button"
    >
      <Icon name="moon" className="h-5 w-5 dark:hidden" />
      <Icon name="sun" className="hidden h-5 w-5 dark:block" />
    </button>
  );
}
