/**
 * The accessibility check of every browser test: axe-core runs on each distinct page path a test visits, and the
 * test fails on any violation of impact serious or critical (WCAG 2.0/2.1 A and AA rules), naming the rule, the
 * elements and the page. See docs/TESTING.md ("Accessibility check").
 *
 * When a page is checked:
 * - before `page.goto` leaves it, before `page.close` / `context.close`, and at the end of the test (settled moments);
 * - in the background once a navigation has loaded and the page stayed put for a moment, so pages reached and left by
 *   clicking are checked too. A background run cut short by the next navigation is simply dropped.
 * Each path (query ignored) is checked once per test, and a finding counts only when a second run on the settled page
 * finds it on the same element (a run yields between rules while the test acts). `AXE=off` skips the check; `AXE_LOG=<file>` also appends every
 * finding to that file as JSON lines, and with `AXE=log` the findings are only logged, not failed (a whole-suite
 * survey runs faster when failing tests do not restart their worker).
 */
import fs from 'node:fs';
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { onNewContexts } from './newContexts';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Known violations inside third-party components that no prop or wrapper of ours can reach: the rule(s), the one
 * element (a CSS selector it matches), and why. Keep this list short and precise, never a whole page. Mirrored in
 * docs/TESTING.md ("Accessibility check").
 */
export const AXE_EXCEPTIONS: { rules: string[]; selector: string; why: string }[] = [
  {
    rules: ['aria-allowed-attr'],
    selector: '.adm-stepper .adm-stepper-input',
    why: "antd-mobile's Stepper gives its Input role=spinbutton and aria-valuenow/min/max; Input copies every aria-* prop onto its wrapper div as well as onto the <input> (which carries them correctly). No prop reaches the wrapper.",
  },
  {
    rules: ['aria-prohibited-attr'],
    selector: '.adm-input-clear',
    why: "antd-mobile Input's clear icon (clearable) is a plain <div aria-label=清除> with no role; it is not focusable, so assistive technology never lands on it, and the field keeps its own label. No prop changes the element.",
  },
  {
    rules: ['nested-interactive'],
    selector: '.adm-passcode-input',
    why: "antd-mobile PasscodeInput is a focusable role=button box that always renders its own hidden native <input> (used when no custom keyboard is given). We pass its NumberKeyboard, so digits come through the box; the inner input cannot be removed by a prop.",
  },
  {
    rules: ['color-contrast'],
    selector: '.adm-toast-main .adm-auto-center-content',
    why: "antd-mobile's Toast fades its dark box in with a JS spring; a check that lands during the fade measures white text on a half-transparent box (1.4:1). Settled, it is white on rgba(0,0,0,0.7) (far above 4.5:1).",
  },
  {
    rules: ['aria-hidden-focus'],
    selector: '.adm-passcode-input-native-input',
    why: "The same hidden native <input> of PasscodeInput carries aria-hidden=true while staying focusable; the box (role=button, named) is what assistive technology reaches, and no prop changes the inner input.",
  },
];

/** How long a navigated page must stay on its URL before the background check runs. */
const SETTLE_MS = 400;

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  url: string;
  targets: string[];
  html: string[];
  why: (string | undefined)[];
}

interface AxeResultLite {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string; why?: string; any?: { message: string }[]; all?: { message: string }[]; none?: { message: string }[] }[];
}

function pathKey(url: string): string | null {
  if (!url.startsWith('http')) return null;
  const u = new URL(url);
  return `${u.host}${u.pathname}`;
}

/** Waits until the document has not changed for QUIET_MS (at most MAX_WAIT_MS): a client-side navigation updates the
 * URL before it renders the new page, and many pages fill in after their first paint. */
const QUIET_MS = 300;
const MAX_WAIT_MS = 3_000;

async function runAxe(page: Page): Promise<AxeResultLite[]> {
  await page.evaluate(
    ({ quiet, max }) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, quiet);
        const cap = setTimeout(done, max);
        const obs = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quiet);
        });
        obs.observe(document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['hidden', 'class', 'style', 'aria-hidden'] });
        function done() {
          obs.disconnect();
          clearTimeout(timer);
          clearTimeout(cap);
          resolve();
        }
      }),
    { quiet: QUIET_MS, max: MAX_WAIT_MS },
  );
  // Fading toasts and sliding sheets are measured mid-way otherwise (a half-faded text fails color-contrast).
  await page.evaluate(async (max) => {
    const running = document.getAnimations().filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    if (running.length) await Promise.race([Promise.allSettled(running.map((a) => a.finished)), new Promise((r) => setTimeout(r, max))]);
  }, MAX_WAIT_MS);
  const has = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!has) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, exceptions }) => {
      type Node = AxeResultLite['nodes'][number] & { element?: Element };
      const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeResultLite[] }> } }).axe;
      const res = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], elementRef: true });
      const excepted = (rule: string, n: Node) => exceptions.some((e) => e.rules.includes(rule) && !!n.element?.matches(e.selector));
      return res.violations
        .map((v) => ({ ...v, nodes: (v.nodes as Node[]).filter((n) => !excepted(v.id, n)) }))
        .filter((v) => v.nodes.length)
        .map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          nodes: v.nodes.slice(0, 8).map((n) => ({
            target: n.target,
            html: n.html.slice(0, 200),
            why: [...(n.any ?? []), ...(n.all ?? []), ...(n.none ?? [])].map((c) => c.message).find(Boolean)?.slice(0, 200),
          })),
        }));
    },
    { tags: TAGS, exceptions: AXE_EXCEPTIONS.map(({ rules, selector }) => ({ rules, selector })) },
  );
}

const nodeKey = (n: AxeResultLite['nodes'][number]) => JSON.stringify(n.target);

/** The findings of `first` that `second` has too (same rule, same element). */
function confirmedBy(first: AxeResultLite[], second: AxeResultLite[]): AxeResultLite[] {
  return first
    .map((v) => {
      const again = new Set(second.filter((w) => w.id === v.id).flatMap((w) => w.nodes.map(nodeKey)));
      return { ...v, nodes: v.nodes.filter((n) => again.has(nodeKey(n))) };
    })
    .filter((v) => v.nodes.length);
}

export class AxeWatch {
  readonly findings: AxeFinding[] = [];
  private readonly checked = new Set<string>();
  private readonly queues = new Map<Page, Promise<void>>();
  private readonly watched = new WeakSet<Page>();
  private readonly contexts = new Set<BrowserContext>();
  private stopped = false;

  constructor(private readonly enabled = process.env.AXE !== 'off') {}

  /** Checks the page's current path unless this test already checked it. `settled` runs cannot be dropped. */
  check(page: Page, settled = true): Promise<void> {
    const prev = this.queues.get(page) ?? Promise.resolve();
    const next = prev.then(() => this.checkNow(page, settled));
    this.queues.set(page, next.catch(() => undefined));
    return next;
  }

  private async checkNow(page: Page, settled: boolean, again = true): Promise<void> {
    if (!this.enabled || page.isClosed()) return;
    const url = page.url();
    const key = pathKey(url);
    if (!key || this.checked.has(key)) return;
    let violations: AxeResultLite[];
    try {
      violations = await runAxe(page);
      // A run yields between rules, and the test goes on acting meanwhile (a background run), so one run can mix two
      // states of the page (a button read as enabled, then measured while still dimmed). A finding counts when a
      // second run, on the page settled again, finds it on the same element.
      if (violations.length) violations = confirmedBy(violations, await runAxe(page));
    } catch (e) {
      // A navigation or a closing page cut the run short: the next settled moment checks the new page.
      if (!settled || page.isClosed() || page.url() !== url) return;
      // A new document at the same address (a reload, logging out where one stands) destroyed the page's context:
      // a settled check runs once more on the new document.
      if (again && /Execution context was destroyed|navigat/i.test(String(e))) {
        await page.waitForLoadState('load').catch(() => undefined);
        return this.checkNow(page, settled, false);
      }
      throw e;
    }
    if (page.url() !== url) return;
    this.checked.add(key);
    for (const v of violations) {
      if (!v.impact || !FAILING_IMPACTS.has(v.impact)) continue;
      this.findings.push({
        rule: v.id,
        impact: v.impact,
        help: v.help,
        url,
        targets: v.nodes.map((n) => n.target.map(String).join(' >>> ')),
        html: v.nodes.map((n) => n.html),
        why: v.nodes.map((n) => n.why),
      });
    }
  }

  watchPage(page: Page): void {
    if (this.watched.has(page)) return;
    this.watched.add(page);
    let timer: ReturnType<typeof setTimeout> | undefined;
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame() || this.stopped) return;
      clearTimeout(timer);
      const url = frame.url();
      timer = setTimeout(() => {
        if (this.stopped || page.isClosed() || page.url() !== url) return;
        page
          .waitForLoadState('load', { timeout: 5_000 })
          .then(() => (page.url() === url && !this.stopped ? this.check(page, false) : undefined))
          .catch(() => undefined);
      }, SETTLE_MS);
    });
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      await this.check(page);
      return goto(...args);
    };
    const close = page.close.bind(page);
    page.close = async (...args: Parameters<Page['close']>) => {
      if (!page.isClosed()) await this.check(page);
      return close(...args);
    };
  }

  watchContext(context: BrowserContext): void {
    if (this.contexts.has(context)) return;
    this.contexts.add(context);
    for (const p of context.pages()) this.watchPage(p);
    context.on('page', (p) => this.watchPage(p));
    const close = context.close.bind(context);
    context.close = async (...args: Parameters<BrowserContext['close']>) => {
      for (const p of context.pages()) await this.check(p);
      return close(...args);
    };
  }

  /** Watches contexts the test opens itself; returns the undo. */
  watchBrowser(browser: Browser): () => void {
    return onNewContexts(browser, (ctx) => this.watchContext(ctx));
  }

  /** Checks every page still open, waits for background runs, and throws if anything serious was found. */
  async finish(info: TestInfo): Promise<void> {
    for (const ctx of this.contexts) {
      for (const p of ctx.pages()) await this.check(p).catch(() => undefined);
    }
    this.stopped = true;
    await Promise.all([...this.queues.values()]);
    if (!this.findings.length) return;
    if (process.env.AXE_LOG) {
      const lines = this.findings.map((f) => JSON.stringify({ test: info.titlePath.join(' › '), ...f }) + '\n');
      fs.appendFileSync(process.env.AXE_LOG, lines.join(''));
    }
    const text = this.findings
      .map((f) => `- ${f.rule} (${f.impact}) on ${f.url}: ${f.help}\n${f.targets.map((t, i) => `    ${t}  ${f.html[i]}${f.why[i] ? `\n      ${f.why[i]}` : ''}`).join('\n')}`)
      .join('\n');
    await info.attach('axe-violations', { body: text, contentType: 'text/plain' });
    if (process.env.AXE === 'log') return;
    throw new Error(`axe: ${this.findings.length} serious/critical accessibility violation(s)\n${text}`);
  }
}
