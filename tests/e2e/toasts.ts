import type { BrowserContext, Page } from '@playwright/test';

/**
 * A toast shows for 1.5 s (lib/toast.ts). Looking for it by polling the page (`expect(getByText(…)).toBeVisible()`)
 * can miss it when the machine is busy: Playwright's polls are up to a second apart and each is a round trip to the
 * browser, so on a loaded machine the toast can come and go between two of them (two fresh-clone runs failed so,
 * docs/TESTING.md). Every page of a test therefore records the text of each toast it shows, as it shows it, and
 * `expectToast` waits until the record holds one: the toast must have been rendered, whenever the test looks.
 */

declare global {
  interface Window {
    __toasts?: string[];
  }
}

/** antd-mobile's toast body (its icon and text); lib/toast.ts shows every toast through it. */
const TOAST_SELECTOR = '.adm-toast-main';

/** Every page the context opens records its toasts in `window.__toasts`, oldest first. */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript((selector: string) => {
    const seen: string[] = (window.__toasts = []);
    const last = new WeakMap<Element, string>();
    const note = (el: Element) => {
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (!text || last.get(el) === text) return;
      last.set(el, text);
      seen.push(text);
    };
    new MutationObserver((records) => {
      for (const r of records) {
        const at = r.target instanceof Element ? r.target : r.target.parentElement;
        const inside = at?.closest(selector);
        if (inside) note(inside);
        r.addedNodes.forEach((n) => {
          if (!(n instanceof Element)) return;
          if (n.matches(selector)) note(n);
          else n.querySelectorAll(selector).forEach(note);
        });
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, TOAST_SELECTOR);
}

/**
 * Waits until the page has shown a toast holding `text` (a string it contains, or a pattern it matches), and takes it
 * off the record: a second `expectToast` for the same text needs a second toast.
 */
export async function expectToast(page: Page, text: string | RegExp, timeout = 30_000): Promise<void> {
  const want: { text: string; source: string; flags: string } =
    typeof text === 'string' ? { text, source: '', flags: '' } : { text: '', source: text.source, flags: text.flags };
  try {
    await page.waitForFunction(
      (w) => {
        const log = window.__toasts ?? [];
        const re = w.source ? new RegExp(w.source, w.flags) : null;
        const i = log.findIndex((t) => (re ? re.test(t) : t.includes(w.text)));
        if (i < 0) return false;
        log.splice(i, 1);
        return true;
      },
      want,
      { timeout },
    );
  } catch (err) {
    const shown = await page.evaluate(() => window.__toasts ?? []).catch(() => []);
    // What is open now tells a lost tap (the sheet still there) from a request still going (its 上传中 / 请求中).
    const open = await page
      .evaluate(() =>
        [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], [role="status"]')]
          .filter((el) => (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === 'fixed')
          .map((el) => `${el.getAttribute('role')}: ${el.getAttribute('aria-label') ?? (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}`),
      )
      .catch(() => []);
    throw new Error(`no toast ${String(text)} within ${timeout} ms at ${page.url()}; the page showed ${JSON.stringify(shown)}; open: ${JSON.stringify(open)}`, {
      cause: err,
    });
  }
}

/**
 * The toast `action` leads to, watched from before the action starts: for a toast the page leaves soon after (the
 * record is the document's, gone with it), since on a loaded machine `click()` can return a second or more after the
 * tap, by when a 2 s toast may be gone with its page (正在联系规划师... before the chat opens).
 */
export async function expectToastFrom(page: Page, text: string | RegExp, action: () => Promise<unknown>, timeout = 30_000): Promise<void> {
  const seen = expectToast(page, text, timeout);
  try {
    await action();
  } catch (err) {
    seen.catch(() => undefined);
    throw err;
  }
  await seen;
}
