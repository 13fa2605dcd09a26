import type { BrowserContext } from '@playwright/test';

/**
 * Our Content-Security-Policy must never block something of our own pages (a document frame, a script, a style):
 * what it blocks reaches the browser's console as "Refused to … because it violates the following Content Security
 * Policy directive". Every test watches its pages' consoles and fails on such a line, naming the page.
 */
const VIOLATION = /violates the following Content Security Policy directive/;
/**
 * Playwright's trace recorder (snapshots on) reads the page's blob: pictures (an upload's preview) from inside the
 * page, under its CSP, and Chromium 156 reports that as a page connecting to a blob: URL, with no script location. Our
 * pages never fetch a blob: URL; such a line from a script of theirs (it has a location) still fails the test.
 */
const recorderBlobRead = (text: string, scriptUrl: string) => !scriptUrl && /^Connecting to 'blob:[^']*' violates .*"connect-src /.test(text);

export class CspWatch {
  readonly found: string[] = [];

  watchContext(context: BrowserContext): void {
    context.on('console', (msg) => {
      if (msg.type() !== 'error' || !VIOLATION.test(msg.text()) || recorderBlobRead(msg.text(), msg.location().url)) return;
      this.found.push(`${msg.page()?.url() ?? '?'}: ${msg.text()}`);
    });
  }

  finish(): void {
    if (this.found.length) throw new Error(`Content-Security-Policy blocked part of a page:\n${this.found.join('\n')}`);
  }
}
