import { test, expect, APP_UA, installFakeAppBridge, apiLogin, DEMO_CUSTOMER } from './fixtures';

// Inside the native app the app owns the session: on the designated 我的 routes (inventory my.md, cross-cutting
// conventions) the page takes the user from the bridge before anything else, and asks the app to log in when the
// app has none. Each route: [path, a title the page shows].
const DESIGNATED: [string, RegExp][] = [
  ['/my/help', /帮助中心/],
  ['/my/collection', /我的收藏/],
  ['/my/coupon', /优惠券/],
  ['/myDemandCard', /找服务|需求/],
  ['/order/invoice', /发票中心/],
  ['/my/shippingAddress', /收货地址/],
  ['/my/interviewRecord', /面谈记录/],
  ['/my/complain', /吐槽/],
  ['/my/plannerV2', /规划师/],
];

const bridgeCalls = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { __bridgeCalls: { name: string }[] }).__bridgeCalls.map((c) => c.name));

test.describe('我的 inside the native app', () => {
  test.use({ userAgent: APP_UA });

  test('the designated 我的 routes take the user from the app', async ({ page, context, request }) => {
    // nine full page loads, each taking the user from the bridge and rendering again
    test.setTimeout(240_000);
    const user = await apiLogin(request, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
    await installFakeAppBridge(page, { userId: user.userId, token: user.token, userType: user.userType, nickName: user.nickName });
    for (const [path, title] of DESIGNATED) {
      await context.clearCookies();
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
      await expect.poll(() => bridgeCalls(page), { message: path }).toContain('dgg_getUserInfo');
      await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'token')?.value, { message: path }).toBe(user.token);
      expect(new URL(page.url()).pathname, path).toBe(path);
      // the app draws its own tab bar
      await expect(page.getByRole('navigation', { name: '底部导航' })).toHaveCount(0);
    }
  });

  test('a page rendered waiting for the app renders again though a token cookie arrived while it loaded', async ({ page, context, request }) => {
    // The page left behind can write the session cookie after this page's request went out without it (the race a
    // CI run met): the server answered with the wait, so the page must render again with the app's user.
    const user = await apiLogin(request, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
    await installFakeAppBridge(page, { userId: user.userId, token: user.token, userType: user.userType, nickName: user.nickName });
    await context.clearCookies();
    const origin = new URL(test.info().project.use.baseURL!).origin;
    await page.route('**/my/collection', async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      // The server's answer is fetched before the cookie exists (the app's name escaped: a header takes only ASCII).
      const ua = APP_UA.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
      const response = await route.fetch({ headers: { ...route.request().headers(), 'user-agent': ua } });
      await context.addCookies([{ name: 'token', value: user.token, url: origin }]);
      return route.fulfill({ response });
    });
    await page.goto('/my/collection');
    await expect(page).toHaveTitle(/我的收藏/);
  });

  test('when the app has no user, a designated 我的 route asks the app to log in', async ({ page, context }) => {
    await installFakeAppBridge(page);
    await page.goto(DESIGNATED[1][0]);
    await expect.poll(() => bridgeCalls(page)).toEqual(expect.arrayContaining(['dgg_getUserInfo', 'dgg_login']));
    expect((await context.cookies()).some((c) => c.name === 'token' && c.value)).toBe(false);
  });
});
