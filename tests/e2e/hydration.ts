import type { Browser, BrowserContext, Page } from '@playwright/test';
import { onNewContexts } from './newContexts';

/**
 * The storefront's scripts start after the first paint (pages/_document.tsx, components/common/paintFirstLoader.ts), so a document's `load`
 * event (where Playwright's navigations resolve) can come before React has hydrated it, and a tap in between would
 * be lost. Every navigation of a test therefore also waits for `<html data-hydrated>`, which the app sets once its
 * handlers are attached (components/common/useAppBoot.ts). Pages that are not the app's (no #__next) are let be.
 */
export async function waitForHydration(page: Page): Promise<void> {
  if (page.isClosed()) return;
  await page.waitForFunction(() => !document.getElementById('__next') || document.documentElement.dataset.hydrated === '1', null, {
    timeout: 15_000,
  });
}

const patched = new WeakSet<Page>();

function patchPage(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  for (const name of ['goto', 'reload', 'goBack', 'goForward', 'waitForURL'] as const) {
    const original = (page[name] as (...args: unknown[]) => Promise<unknown>).bind(page);
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const result = await original(...args);
      await waitForHydration(page);
      return result;
    };
  }
}

function patchContext(context: BrowserContext): void {
  for (const p of context.pages()) patchPage(p);
  context.on('page', patchPage);
}

/** Patches the test's own context and every context it opens; returns the undo for the browser. */
export function waitForHydrationOnNavigations(context: BrowserContext, browser: Browser): () => void {
  patchContext(context);
  return onNewContexts(browser, patchContext);
}
