import { test, expect } from './fixtures';
import { loginCustomer, useSession } from './myPurchase';

/**
 * Issue 32: a flash-sale card loses no deal. Its title and its picture open what its 立即抢购 opens — the checkout of
 * the campaign unit at the campaign price — never the ordinary goods page.
 */
test('the title and the picture of a flash-sale card open its campaign checkout, as 立即抢购 does', async ({ page, context, request, baseURL }) => {
  test.setTimeout(180_000);
  const me = await loginCustomer(request);
  await useSession(context, baseURL!, me);

  await page.goto('/activity/seckill');
  const list = page.getByRole('list', { name: '活动商品' });
  await expect(list.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  const grab = list.getByRole('link', { name: /^立即抢购：/ }).first();
  const href = (await grab.getAttribute('href'))!;
  expect(href).toMatch(/^\/order\/confirmorder\?activityProductId=/);
  const name = (await grab.getAttribute('aria-label'))!.replace('立即抢购：', '');
  const card = list.getByRole('listitem', { name, exact: true }).first();
  const target = new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

  // The title.
  await card.getByRole('heading', { name, exact: true }).click();
  await expect(page).toHaveURL(target, { timeout: 30_000 });
  await expect(page.getByText('活动价')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('活动商品不可用券')).toBeVisible();

  // The picture.
  await page.goto('/activity/seckill');
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.getByRole('img', { name, exact: true }).click();
  await expect(page).toHaveURL(target, { timeout: 30_000 });
  await expect(page.getByText('活动价')).toBeVisible({ timeout: 30_000 });

  // A card with nothing to grab (已抢光) still leads to its goods page.
  await page.goto('/activity/seckill');
  const gone = list.getByRole('button', { name: /^已抢光：/ }).first();
  await expect(gone).toBeVisible({ timeout: 30_000 });
  const goneName = (await gone.getAttribute('aria-label'))!.replace('已抢光：', '');
  await expect(list.getByRole('listitem', { name: goneName, exact: true }).first().locator('a').first()).toHaveAttribute('href', /^\/detail/);
});

/**
 * Issue 32: a shared link of a campaign item (the address its card and 立即抢购 open) brings the one who opens it to the
 * same deal: a visitor is asked to log in first and comes back to the campaign checkout, with the campaign price, its
 * time left and the limit.
 */
test('a shared campaign link opens the campaign checkout with its price, countdown and limit, after logging in', async ({ page, context, request, baseURL }) => {
  test.setTimeout(180_000);
  await page.goto('/activity/seckill');
  const list = page.getByRole('list', { name: '活动商品' });
  const grab = list.getByRole('link', { name: /^立即抢购：/ }).first();
  await expect(grab).toBeVisible({ timeout: 30_000 });
  const shared = (await grab.getAttribute('href'))!;

  // The friend opens it: not logged in, so the login page first, which comes back to it.
  await context.clearCookies();
  await page.goto(shared);
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(shared).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), { timeout: 30_000 });
  const me = await loginCustomer(request);
  await useSession(context, baseURL!, me);
  await page.goto(new URL(page.url()).searchParams.get('redirect')!);
  await expect(page.getByText('活动价')).toBeVisible({ timeout: 30_000 });
  const terms = page.getByRole('note', { name: '活动信息' });
  await expect(terms).toContainText(/每人限购\d+件/);
  await expect(terms).toContainText(/距结束 (\d+天 )?\d{2}:\d{2}:\d{2}/);
});
