import type { BrowserContext } from '@playwright/test';
import { test, expect, expectToast, DEMO_CUSTOMER } from './fixtures';
import { recordToasts } from './toasts';
import { call, login } from './myPurchase';
// The account: the first demo customer (auth.spec resets the second one's password earlier in the run).

// The mini-program hand-off (ADR 0029): a link made by someone else logs nobody into their account; the
// mini-program's own web-view gets its user's session through a one-time ticket.

const MINI_PROGRAM_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 ' +
  'MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN miniProgram/wx0000000000000000';

const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((c) => c.name === name)?.value;
const QUESTION = 'kq_s0001';
const talkHandoff = (token: string, userId: string) => `/known/share/talkWxUserInfo?id=${QUESTION}&isApplets=1&token=${encodeURIComponent(token)}&userId=${userId}`;
const noHandoffKeys = (u: URL) => !u.searchParams.has('token') && !u.searchParams.has('userId') && !u.searchParams.has('ticket');

test.describe('a hand-off link opened in an ordinary phone browser', () => {
  test('stays logged out with another account’s real session token, and the token leaves the address bar', async ({ page, context, request }) => {
    const other = await login(request, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
    await page.goto(`/my?isApplets=1&token=${encodeURIComponent(other.token)}&userId=${other.userId}&from=share`);
    await expect(page.getByRole('heading', { name: '登录/注册' })).toBeVisible();
    await expect(page).toHaveURL((u) => noHandoffKeys(u) && u.pathname === '/my' && u.searchParams.get('isApplets') === '1' && u.searchParams.get('from') === 'share');
    expect(await cookie(context, 'token')).toBeUndefined();
    expect(await cookie(context, 'userId')).toBeUndefined();
    // Nothing was kept for later either.
    await page.reload();
    await expect(page.getByRole('heading', { name: '登录/注册' })).toBeVisible();
    expect(await cookie(context, 'token')).toBeUndefined();
  });

  test('stays logged out with a valid ticket of another account', async ({ page, context, request }) => {
    const other = await login(request, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
    const { ticket } = await call<{ ticket: string }>(request, other, 'POST', '/authentication/v1/handoff_ticket');
    await page.goto(`/my?isApplets=1&ticket=${ticket}`);
    await expect(page.getByRole('heading', { name: '登录/注册' })).toBeVisible();
    await expect(page).toHaveURL((u) => noHandoffKeys(u) && u.pathname === '/my');
    expect(await cookie(context, 'token')).toBeUndefined();
  });
});

test('the shared talk’s WeChat-user step sends an ordinary browser on without the keys and without the session', async ({ page, context, request }) => {
  const other = await login(request, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
  await page.goto(talkHandoff(other.token, other.userId));
  await expect(page).toHaveURL((u) => u.pathname === '/known/share/talk' && noHandoffKeys(u) && u.searchParams.get('id') === QUESTION);
  expect(await cookie(context, 'token')).toBeUndefined();
});

test.describe('inside the mini-program’s web-view', () => {
  test.use({ userAgent: MINI_PROGRAM_UA });

  test('the legacy token hand-off of the shared talk is used once the server confirmed it', async ({ page, context, request }) => {
    const user = await login(request, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
    await page.goto(talkHandoff(user.token, user.userId));
    await expect(page).toHaveURL((u) => u.pathname === '/known/share/talk' && noHandoffKeys(u) && u.searchParams.get('isApplets') === '1');
    await expect.poll(() => cookie(context, 'userId')).toBe(user.userId);
    expect(await cookie(context, 'token')).toBe(user.token);
  });

  test('a token under another account’s userId is refused', async ({ page, context, request }) => {
    const user = await login(request, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
    // A toast: looked for in what the page recorded (tests/e2e/toasts.ts). On a loaded machine page.goto can return
    // after the 1.5 s toast has come and gone (two fresh-clone runs' attempts missed it so).
    await page.goto(`/my?isApplets=1&token=${encodeURIComponent(user.token)}&userId=u_demo_customer2`);
    await expectToast(page, '登录凭证无效或已过期，请从小程序重新进入');
    await expect(page.getByRole('heading', { name: '登录/注册' })).toBeVisible();
    expect(await cookie(context, 'token')).toBeUndefined();
  });

  test('a valid ticket gives its account a session of its own, once', async ({ page, context, request, browser }) => {
    const user = await login(request, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
    const { ticket } = await call<{ ticket: string }>(request, user, 'POST', '/authentication/v1/handoff_ticket');
    await page.goto(`/my?isApplets=1&ticket=${ticket}`);
    await expect(page.getByRole('heading', { name: user.nickName })).toBeVisible();
    await expect(page).toHaveURL((u) => noHandoffKeys(u) && u.pathname === '/my' && u.searchParams.get('isApplets') === '1');
    expect(await cookie(context, 'userId')).toBe(user.userId);
    const token = await cookie(context, 'token');
    expect(token).toBeTruthy();
    expect(token).not.toBe(user.token);

    // The same link a second time (another web-view): the ticket is spent.
    const again = await browser.newContext({ userAgent: MINI_PROGRAM_UA, viewport: page.viewportSize() ?? undefined, isMobile: true, reducedMotion: 'reduce' });
    try {
      await recordToasts(again);
      const second = await again.newPage();
      await second.goto(`/my?isApplets=1&ticket=${ticket}`);
      await expectToast(second, '登录凭证无效或已过期，请从小程序重新进入');
      await expect(second.getByRole('heading', { name: '登录/注册' })).toBeVisible();
      expect(await cookie(again, 'token')).toBeUndefined();
    } finally {
      await again.close();
    }
  });
});
