/**
 * `task` run at most once at a time. A call while it runs asks for one more
 * pass after it, however many calls came meanwhile, and every caller's promise
 * settles when the pass that covers its call has finished. For work that
 * serves everything waiting at once (the outbox's delivery): a burst of
 * callers pays for a few passes instead of one each.
 */
export function coalesced(task: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await task();
        } while (again);
      } finally {
        // Cleared in the same step as the last check of `again`: a call after it starts a new run
        // (a .finally() on the promise would clear it a microtask later, and a call in between
        // would join a run that has already decided to stop).
        running = null;
      }
    })();
    return running;
  };
}
