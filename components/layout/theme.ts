import { useSyncExternalStore } from "react";
import { darkQuery, themeStorageKey } from "./theme-script";

// The theme in the browser: the visitor's choice and the system's preference
// (the rule and the first paint are in theme-script.ts).

export type Theme = "light" | "dark";

function applyTheme(theme: Theme) {
  const root = document.documentElement;
  // Every subscriber follows the system's changes; the first one to apply it is enough.
  if (root.classList.contains("dark") === (theme === "dark")) return;
  // Switch colours at once rather than letting every transition animate them.
  const still = document.createElement("style");
  still.textContent = "*,*::before,*::after{transition:none!important}";
  document.head.append(still);
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
  // Apply the new colours before transitions come back.
  void window.getComputedStyle(document.body).color;
  window.setTimeout(() => still.remove(), 0);
}

function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(themeStorageKey);
    return value === "dark" || value === "light" ? value : null;
  } catch {
    return null;
  }
}

/** The visitor's choice, kept for later visits. */
export function chooseTheme(theme: Theme) {
  try {
    localStorage.setItem(themeStorageKey, theme);
  } catch {
    // Storage disabled: the choice holds for this page view only.
  }
  applyTheme(theme);
}

function subscribe(onChange: () => void): () => void {
  // The class on <html> is the one source of truth: the head script, a choice or the system set it.
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  // With nothing stored, a change of the system's preference changes the theme.
  const system = window.matchMedia(darkQuery);
  // A page Next renders in the browser after a server error never ran the head script: apply the theme here.
  if (document.documentElement.style.colorScheme === "") applyTheme(storedTheme() ?? (system.matches ? "dark" : "light"));
  const followSystem = () => {
    if (storedTheme() === null) applyTheme(system.matches ? "dark" : "light");
  };
  system.addEventListener("change", followSystem);
  return () => {
    observer.disconnect();
    system.removeEventListener("change", followSystem);
  };
}

const currentTheme = (): Theme => (document.documentElement.classList.contains("dark") ? "dark" : "light");

/** The theme in force; "light" on the server and while hydrating (the markup shows both icons meanwhile). */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme, () => "light");
}
