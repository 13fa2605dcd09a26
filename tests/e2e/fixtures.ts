import { test as base, expect, type Page, type APIRequestContext } from '@playwright/test';
import { canonicalParams, computeSign, makeNonce } from '../../lib/sign';
import { SIGN_SECRET } from '../../lib/env';
import fs from 'node:fs';
import path from 'node:path';
import { AxeWatch } from './axe';
import { CspWatch } from './cspWatch';
import { waitForHydration, waitForHydrationOnNavigations } from './hydration';
import { onNewContexts } from './newContexts';
import { recordToasts } from './toasts';
import { E2E_SMS_GAP_SECONDS } from '../../playwright.config';

export const DATA_DIR = path.resolve(process.env.E2E_DATA_DIR || '.data-e2e');

export const DEMO_CUSTOMER = { phone: '13800138000', password: 'demo123456' };
export const DEMO_CUSTOMER_2 = { phone: '13800138001', password: 'demo123456' };
export const DEMO_PLANNER = { phone: '13900139000', password: 'planner123' };

/**
 * The screenshots a developer opens to look at a page (test-results/shots/): taken on a developer's machine, skipped in
 * CI where nobody opens them (a full-page shot at the phone's 3× scale costs about a third of a core-second; a run
 * takes well over a hundred). `E2E_SHOTS=1` takes them anywhere, `E2E_SHOTS=0` skips them anywhere. A failing test
 * keeps Playwright's own screenshot either way.
 */
/** Developer screenshots: taken locally, not in CI (`E2E_SHOTS=0/1` overrides). */
export const SHOTS_ON = process.env.E2E_SHOTS ? process.env.E2E_SHOTS !== '0' : !process.env.CI;
export async function saveShot(page: Page, file: string, opts: { fullPage?: boolean; timeout?: number } = {}): Promise<void> {
  if (SHOTS_ON) await page.screenshot({ path: file, ...opts });
}
/** A full-page developer screenshot, test-results/shots/<name>.png (`name` may hold a folder). */
export const shot = (page: Page, name: string) => saveShot(page, `test-results/shots/${name}.png`, { fullPage: true });

/** Waits out the test server's SMS gap (not the real minute) since `sentAt` (ms), with a margin for clock rounding. */
export async function waitSmsGap(sentAt: number): Promise<void> {
  const left = sentAt + E2E_SMS_GAP_SECONDS * 1000 + 500 - Date.now();
  if (left > 0) await new Promise((r) => setTimeout(r, left));
}

/** A regular expression matching `text` literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Which of the parallel workers runs this test (a digit): part of every made-up phone, so workers never share one. */
export const WORKER_DIGIT = (process.env.TEST_PARALLEL_INDEX ?? '0').slice(-1);

/** A phone number no other test uses, so runs do not trip each other's SMS limits. */
export function uniquePhone(): string {
  return '137' + WORKER_DIGIT + String(Date.now()).slice(-7);
}

/** Reads the newest SMS code the local SMS adapter wrote for a phone, waiting for it to arrive. */
export async function readSmsCode(phone: string, type?: string, since = 0): Promise<string> {
  const file = path.join(DATA_DIR, 'sms-outbox.jsonl');
  for (let i = 0; i < 50; i++) {
    if (fs.existsSync(file)) {
      const rows = fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { phone: string; type: string; code: string; at: string })
        .filter((r) => r.phone === phone && (!type || r.type === type) && Date.parse(r.at) >= since);
      if (rows.length) return rows[rows.length - 1].code;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no SMS code for ${phone} in ${file}`);
}

export const APP_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 ' +
  'AppInfo:{"APPNAME":"薯片找人","statusBarHeight":20}';

/**
 * Installs a fake native host: records every bridge call in window.__bridgeCalls. `userInfo` is what
 * dgg_getUserInfo answers (none: code 500); `loginAs` what its native login (dgg_login) hands back (none: no user).
 */
export async function installFakeAppBridge(page: Page, userInfo?: Record<string, unknown>, loginAs?: Record<string, unknown>) {
  await page.addInitScript(({ info: given, login }) => {
    let info = given;
    const w = window as unknown as Record<string, unknown>;
    const calls: { name: string; data: unknown }[] = [];
    w.__bridgeCalls = calls;
    w.WebViewJavascriptBridge = {
      init() {},
      registerHandler() {},
      callHandler(name: string, data: unknown, cb?: (r: string) => void) {
        calls.push({ name, data });
        // After the app's own login, the app has that user.
        if (name === 'dgg_login' && login) info = login;
        const reply =
          name === 'dgg_getUserInfo'
            ? info
              ? { code: 200, data: JSON.stringify(info) }
              : { code: 500, data: null }
            : name === 'dgg_login' && login
              ? { code: 200, data: JSON.stringify(login) }
              : { code: 200, data: {} };
        setTimeout(() => cb?.(JSON.stringify(reply)), 0);
      },
    };
  }, { info: userInfo ?? null, login: loginAs ?? null });
}

/**
 * A fake mini-program web-view: the mini-program's user agent, and its SDK's navigation recorded in
 * window.__miniCalls (uni.redirectTo / navigateTo / navigateBack).
 */
export const MINI_PROGRAM_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50 miniProgram';
export async function installFakeMiniProgram(page: Page) {
  await page.addInitScript(() => {
    const calls: { name: string; url?: string }[] = [];
    const w = window as unknown as Record<string, unknown>;
    w.__miniCalls = calls;
    w.uni = {
      redirectTo: (o: { url: string }) => calls.push({ name: 'redirectTo', url: o.url }),
      navigateTo: (o: { url: string }) => calls.push({ name: 'navigateTo', url: o.url }),
      navigateBack: () => calls.push({ name: 'navigateBack' }),
    };
  });
}

export async function loginWithPassword(page: Page, phone: string, password: string) {
  // The login page is often reached by a full load the test did not start (a redirect, location.href): a tap before
  // hydration would be lost.
  await waitForHydration(page);
  await page.getByText('账号密码登录').click();
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '立即登录' }).click();
}

/** Logs in through the API as the client would (signed form post); returns the LoginResult. */
export async function apiLogin(request: APIRequestContext, phone: string, password: string) {
  const form = { accountChannel: 'AUTH_PHONE_PWD', phone, password, userType: 'ORDINARY_USER', client: 'COMDIC_TERMINAL_WAP', platformType: 'COMDIC_PLATFORM_CRISPS' };
  const body = new URLSearchParams(form).toString();
  const time = Date.now();
  const nonce = makeNonce();
  const path = '/api/authentication/login';
  const sign = computeSign({ method: 'POST', path, data: canonicalParams(new URLSearchParams(body)), time, nonce, sysCode: 'spc-wap', secret: SIGN_SECRET });
  const res = await request.post(path, {
    data: body,
    headers: { 'user-agent': 'crisps-e2e', 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', 'x-sign': sign, 'x-sign-time': String(time), 'x-sign-nonce': nonce, 'x-sys-code': 'spc-wap' },
  });
  const env = (await res.json()) as { code: number; data: { token: string; userId: string; userType: string; nickName: string }; msg: string };
  if (env.code !== 200) throw new Error(`login failed: ${env.code} ${env.msg}`);
  return env.data;
}

/** Waits until the page is at exactly this pathname (a login URL whose redirect mentions it does not count). */
export async function expectPath(page: Page, pathname: string, search?: string) {
  await page.waitForURL((u) => u.pathname === pathname && (search === undefined || u.search === search));
}

/** A signed GET of the API as the browser client makes it; resolves `data` of a 200 envelope, else null. */
export async function apiGet<T>(request: APIRequestContext, path: string, params: Record<string, string> = {}): Promise<T | null> {
  const q = new URLSearchParams(params);
  const full = `/api${path}`;
  const time = Date.now();
  const nonce = makeNonce();
  const sign = computeSign({ method: 'GET', path: full, data: canonicalParams(q), time, nonce, sysCode: 'spc-wap', secret: SIGN_SECRET });
  const res = await request.get(`${full}${[...q].length ? `?${q}` : ''}`, {
    headers: {
      'user-agent': 'crisps-e2e',
      'x-sign': sign,
      'x-sign-time': String(time),
      'x-sign-nonce': nonce,
      'x-sys-code': 'spc-wap',
      platformCode: 'COMDIC_PLATFORM_CRISPS',
      terminalCode: 'COMDIC_TERMINAL_WAP',
      areaCode: '510100',
    },
  });
  const env = (await res.json()) as { code: number; data: T };
  return env.code === 200 ? env.data : null;
}

/** Every test runs the accessibility check on the pages it visits (tests/e2e/axe.ts). */
export const test = base.extend<{ axeWatch: AxeWatch; cspWatch: void; hydration: void; toasts: void }>({
  // Before axeWatch, so a page is checked once it has hydrated.
  hydration: [
    async ({ context, browser }, provide) => {
      const undo = waitForHydrationOnNavigations(context, browser);
      try {
        await provide();
      } finally {
        undo();
      }
    },
    { auto: true },
  ],
  // Toasts are looked for in what the page recorded, not polled for (tests/e2e/toasts.ts).
  toasts: [
    async ({ context, browser }, provide) => {
      await recordToasts(context);
      const undo = onNewContexts(browser, recordToasts);
      try {
        await provide();
      } finally {
        undo();
      }
    },
    { auto: true },
  ],
  // Nothing of our pages blocked by our own CSP (tests/e2e/cspWatch.ts).
  cspWatch: [
    async ({ context, browser }, provide) => {
      const watch = new CspWatch();
      watch.watchContext(context);
      const undo = onNewContexts(browser, (c) => watch.watchContext(c));
      try {
        await provide();
      } finally {
        undo();
      }
      watch.finish();
    },
    { auto: true },
  ],
  axeWatch: [
    async ({ context, browser }, provide, info) => {
      const watch = new AxeWatch();
      watch.watchContext(context);
      const unwatch = watch.watchBrowser(browser);
      try {
        await provide(watch);
      } finally {
        unwatch();
      }
      await watch.finish(info);
    },
    { auto: true },
  ],
});
export { expect };
export { expectToast, expectToastFrom } from './toasts';
