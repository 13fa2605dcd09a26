/**
 * One run of `fn` at a time. A call while a run is under way does not start another beside it: it waits for one
 * further run that starts after the current one ends, shared by every call made meanwhile. So each caller still gets
 * a run that began after its call (what it wrote is seen), and a burst of N callers costs at most two runs, not N.
 */
export function coalesce<T>(fn: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const run = Promise.resolve()
      .then(fn)
      .finally(() => {
        if (running === run) running = null;
      });
    running = run;
    return run;
  };
  return () => {
    if (queued) return queued;
    if (!running) return start();
    const next = running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return start();
      });
    queued = next;
    return next;
  };
}
