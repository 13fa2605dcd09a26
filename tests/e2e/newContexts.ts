import type { Browser, BrowserContext } from '@playwright/test';

/**
 * Calls `onContext` for every context the test opens itself with `browser.newContext` (a second customer, a planner),
 * as the fixtures do for the test's own context. Returns the undo, for the end of the test.
 */
export function onNewContexts(browser: Browser, onContext: (context: BrowserContext) => void | Promise<void>): () => void {
  const original = browser.newContext;
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const ctx = await original.apply(browser, args);
    await onContext(ctx);
    return ctx;
  };
  return () => {
    browser.newContext = original;
  };
}
