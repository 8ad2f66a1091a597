import { useSyncExternalStore } from "react";

export interface ScrollMetrics {
  /** Pixels scrolled from the top. */
  top: number;
  /** Pixels of the page still below the viewport. */
  below: number;
}

function readScrollMetrics(): ScrollMetrics {
  const root = document.documentElement;
  return { top: window.scrollY, below: root.scrollHeight - (window.scrollY + window.innerHeight) };
}

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener("scroll", onChange, { passive: true });
  window.addEventListener("resize", onChange);
  // Content that grows or shrinks (accordions, late images) changes what is left below.
  const observer = new ResizeObserver(onChange);
  observer.observe(document.body);
  return () => {
    window.removeEventListener("scroll", onChange);
    window.removeEventListener("resize", onChange);
    observer.disconnect();
  };
}

/** Whether `test` holds for the current scroll position; false on the server and while hydrating. */
export function useScrollCondition(test: (metrics: ScrollMetrics) => boolean): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => test(readScrollMetrics()),
    () => false,
  );
}

const subscribeToNothing = () => () => {};

/** False on the server and during hydration, true once the component runs in the browser. */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

export function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Scrolls the window, smoothly unless the visitor asked for reduced motion. */
export function scrollWindowTo(top: number): void {
  window.scrollTo({ top, behavior: prefersReducedMotion() ? "auto" : "smooth" });
}
