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
