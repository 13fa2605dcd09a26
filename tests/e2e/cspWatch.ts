import type { BrowserContext } from '@playwright/test';

/**
 * Our Content-Security-Policy must never block something of our own pages (a document frame, a script, a style):
 * what it blocks reaches the browser's console as "Refused to … because it violates the following Content Security
 * Policy directive". Every test watches its pages' consoles and fails on such a line, naming the page.
 */
const VIOLATION = /violates the following Content Security Policy directive/;

export class CspWatch {
  readonly found: string[] = [];

  watchContext(context: BrowserContext): void {
    context.on('console', (msg) => {
      if (msg.type() === 'error' && VIOLATION.test(msg.text())) this.found.push(`${msg.page()?.url() ?? '?'}: ${msg.text()}`);
    });
  }

  finish(): void {
    if (this.found.length) throw new Error(`Content-Security-Policy blocked part of a page:\n${this.found.join('\n')}`);
  }
}
