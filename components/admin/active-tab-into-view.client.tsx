"use client";

import { useEffect } from "react";

/** On a phone the tabs scroll sideways: the current one is scrolled into view, not left off-screen. */
export function ActiveTabIntoView({ navId }: { navId: string }) {
  useEffect(() => {
    const nav = document.getElementById(navId);
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !active) return;
    const left = active.offsetLeft - (nav.clientWidth - active.offsetWidth) / 2;
    nav.scrollLeft = Math.max(0, left);
  });
  return null;
}
