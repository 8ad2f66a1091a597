import { useRef } from "react";

/**
 * Runs one task at a time; a call while one runs is dropped. Busy buttons stay
 * focusable (aria-disabled, so the keyboard focus is not lost) and the visitor
 * can press them again: this is what stops a second submission. A ref, not
 * state, so it holds at once, before React re-renders.
 */
export function useOneAtATime(): (task: () => Promise<void>) => Promise<void> {
  const running = useRef(false);
  return async (task) => {
    if (running.current) return;
    running.current = true;
    try {
      await task();
    } finally {
      running.current = false;
    }
  };
}
