import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { buyer, freshCustomer, signIn } from './orderHelpers';

// The touch gestures of our own light components (ADR 0056): a row's swipe to its actions (components/common/
// SwipeAction.tsx) and a list's pull to refresh (components/common/PullToRefresh.tsx), with real touch events.

/** A finger dragged from `from` by (dx, dy) in eight steps, through the DevTools protocol (Playwright has no drag by touch). */
async function touchDrag(page: Page, from: { x: number; y: number }, dx: number, dy: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let i = 1; i <= 8; i += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from.x + (dx * i) / 8, y: from.y + (dy * i) / 8 }] });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const centre = async (el: Locator, at = 0.5) => {
  const box = (await el.boundingBox())!;
  return { x: box.x + box.width * at, y: box.y + box.height / 2 };
};
const trackX = (row: Locator) =>
  row.locator('xpath=ancestor::div[contains(@class,"adm-swipe-action-track")]').evaluate((t) => new DOMMatrix(getComputedStyle(t).transform).m41);

test('a cart row swipes open to 删除, a tap on it closes it without leaving the cart, and 删除 removes it', async ({ page, context, request, baseURL }) => {
  const me = await freshCustomer(request);
  const my = buyer(request, me);
  await my.addToCart('g_0001');
  await my.addToCart('g_0005');
  await signIn(context, baseURL!, me);
  await page.goto('/shopCart');
  const rows = page.getByTestId('cart-item');
  await expect(rows).toHaveCount(2);
  const first = rows.first();

  await touchDrag(page, await centre(first, 0.7), -10, -80); // a scroll, not a swipe
  await expect.poll(() => trackX(first)).toBe(0);
  await touchDrag(page, await centre(first, 0.7), -120, 4);
  await expect.poll(() => trackX(first)).toBeLessThan(-30);
  const del = page.getByRole('button', { name: '删除', exact: true }).first();
  await expect(del).toBeInViewport();

  const picture = await centre(first, 0.3);
  await page.touchscreen.tap(picture.x, picture.y);
  await expect.poll(() => trackX(first)).toBe(0);
  await expect(page).toHaveURL(/\/shopCart$/);

  await touchDrag(page, await centre(first, 0.7), -120, 0);
  await expect.poll(() => trackX(first)).toBeLessThan(-30);
  const at = await centre(del);
  await page.touchscreen.tap(at.x, at.y);
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await expect(rows).toHaveCount(1);
});

test('pulling the planner list down past the threshold reloads it, and a short pull does not', async ({ page }) => {
  await page.goto('/planner/list');
  const list = page.getByRole('region', { name: '规划师列表' }).getByText(/共找到\d+个规划师/);
  await expect(list).toBeVisible();
  const reloads: string[] = [];
  page.on('request', (r) => r.url().includes('/api/planner/v2/list') && reloads.push(r.url()));
  const from = await centre(list);

  await touchDrag(page, from, 0, 60);
  await expect(page.locator('.adm-pull-to-refresh-head')).toHaveCSS('height', '0px');
  expect(reloads).toEqual([]);

  await touchDrag(page, from, 0, 320);
  await expect(page.getByText('刷新成功')).toBeVisible();
  expect(reloads.length).toBeGreaterThan(0);
  await expect(page.locator('.adm-pull-to-refresh-head')).toHaveCSS('height', '0px');
  await expect(list).toBeVisible();
});
