"use client";

import { useEffect } from "react";
import { brandFontData } from "./theme-script";

/**
 * Fetches Inter once the page has loaded, for the next page, where the theme
 * script sets the text in it (theme-script.ts, app/globals.css): a face no text
 * of this page uses loads without laying anything out again. A page already in
 * Inter has it.
 */
export function BrandFontForNextPage() {
  useEffect(() => {
    const root = document.documentElement;
    if (brandFontData in root.dataset) return;
    const fetchFont = () => {
      // next/font names the face ("inter", then its fallback's name).
      const family = getComputedStyle(root).getPropertyValue("--font-inter").split(",")[0]?.trim();
      if (family) document.fonts.load(`1em ${family}`).catch(() => undefined);
    };
    if (document.readyState === "complete") fetchFont();
    else window.addEventListener("load", fetchFont, { once: true });
    return () => window.removeEventListener("load", fetchFont);
  }, []);
  return null;
}
