import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, APP_UA, MINI_PROGRAM_UA, installFakeAppBridge, installFakeMiniProgram, apiLogin, apiGet, DEMO_CUSTOMER } from './fixtures';

// Issue 32: inside the native app and a mini-program's web-view, login, chat, phone and share go through the host
// (fake hosts here record every call), never a second, web-only session.

type Call = { name: string; data?: Record<string, unknown>; url?: string };
const appCalls = (page: Page) => page.evaluate(() => (window as unknown as { __bridgeCalls: Call[] }).__bridgeCalls);
const miniCalls = (page: Page) => page.evaluate(() => (window as unknown as { __miniCalls: Call[] }).__miniCalls);

/** A goods page with the consultation card (在线咨询 and 电话联系). */
async function consultGoods(request: APIRequestContext): Promise<string> {
  for (let page = 1; page <= 10; page++) {
    const list = await apiGet<{ records: { id: string }[] }>(request, '/goods/v4/list', { page: String(page), limit: '20' });
    if (!list?.records.length) break;
    for (const g of list.records) {
      const d = await apiGet<{ onSale: boolean; bottomMode: number }>(request, '/goods/v4/detail', { productId: g.id });
      if (d?.onSale && d.bottomMode === 3) return g.id;
    }
  }
  throw new Error('no seeded goods with the consultation card');
}

test.describe('inside the native app', () => {
  test.use({ userAgent: APP_UA });

  test('我的 → 登录/注册 runs the app’s own login and comes back logged in, without the web form', async ({ page, context, request }) => {
    const user = await apiLogin(request, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
    await installFakeAppBridge(page, undefined, { userId: user.userId, token: user.token, userType: user.userType, nickName: user.nickName });
    await page.goto('/my');
    await page.getByRole('link', { name: /登录\/注册/ }).click();
    await page.waitForURL((u) => u.pathname === '/my');
    await expect.poll(async () => (await appCalls(page)).map((c) => c.name)).toContain('dgg_login');
    await expect(page.getByRole('heading', { name: '登录/注册' })).toHaveCount(0);
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'token')?.value).toBe(user.token);
    await expect(page.getByRole('button', { name: '获取验证码' })).toHaveCount(0);
  });

  test('a cancelled app login leaves the user on a page that offers it again, not on the SMS form', async ({ page }) => {
    await installFakeAppBridge(page);
    await page.goto('/login?redirect=%2Fmy');
    await expect(page.getByRole('button', { name: '去登录' })).toBeVisible();
    await expect(page.getByRole('button', { name: '获取验证码' })).toHaveCount(0);
    await page.getByRole('button', { name: '去登录' }).click();
    await expect.poll(async () => (await appCalls(page)).filter((c) => c.name === 'dgg_login').length).toBe(2);
  });

  test('在线咨询, 电话联系 and 分享 go to the app: its conversation, its dialer, its share panel', async ({ page, request }) => {
    await installFakeAppBridge(page);
    const id = await consultGoods(request);
    await page.goto(`/detail?productId=${id}`);
    const card = page.getByRole('region', { name: '咨询规划师' });
    await card.getByRole('button', { name: '在线咨询' }).click();
    await expect.poll(async () => (await appCalls(page)).find((c) => c.name === 'dgg_openIM')?.data?.userId).toBeTruthy();
    expect(new URL(page.url()).pathname).toBe('/detail');

    await card.getByRole('button', { name: '电话联系' }).click();
    await expect.poll(async () => String((await appCalls(page)).find((c) => c.name === 'dgg_callPhone')?.data?.phone ?? '')).toMatch(/^\d{7,}/);

    await page.getByRole('button', { name: '分享' }).click();
    await expect.poll(async () => (await appCalls(page)).find((c) => c.name === 'dgg_share')?.data?.url).toContain(`productId=${id}`);
  });
});

test.describe('inside a mini-program web-view', () => {
  test.use({ userAgent: MINI_PROGRAM_UA });

  test('登录/注册 opens the mini-program’s own login page, with the way back', async ({ page }) => {
    await installFakeMiniProgram(page);
    await page.goto('/my?isApplets=1');
    await page.getByRole('link', { name: /登录\/注册/ }).click();
    await expect
      .poll(async () => (await miniCalls(page)).find((c) => c.name === 'redirectTo')?.url)
      .toBe(`/pages/my_son/login/wxLogin?url=${encodeURIComponent('/my')}`);
    await expect(page.getByRole('button', { name: '获取验证码' })).toHaveCount(0);
  });
});
