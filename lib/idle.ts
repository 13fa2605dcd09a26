/**
 * Runs `fn` once the browser is idle after the page's own start-up (at the latest after `timeout` ms): for boot work
 * that can wait (the anonymous registration, the city lookup, error reporting), so it does not compete with the
 * first render and hydration for the main thread. Nothing on the server.
 */
export function whenIdle(fn: () => void, timeout = 2000): void {
  if (typeof window === 'undefined') return;
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => fn(), { timeout });
  else setTimeout(fn, Math.min(timeout, 1000));
}
