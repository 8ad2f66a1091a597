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
      do {
        again = false;
        await task();
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  };
}
