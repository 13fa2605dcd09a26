import { test, expect } from './fixtures';
import { demoCustomer, shot, signIn } from './orderHelpers';

const typePassword = async (page: import('@playwright/test').Page, pwd: string) => {
  for (const d of pwd) await page.getByRole('button', { name: d, exact: true }).click();
};

/**
 * 活动卡 (inventory my §3): 活动卡专区 → 购买确认 → the normal cashier, paid from the wallet with the pay password →
 * the card among 我的活动卡; the expired and used-up cards on 失效卡.
 */
test('buy an activity card with the wallet and find it owned; the invalid cards', async ({ page, context, request, baseURL }) => {
  test.setTimeout(240_000);
  const me = await demoCustomer(request);
  await signIn(context, baseURL!, me);

  // 活动卡专区: cards on sale with their stock and price; the sold-out one at the end.
  await page.goto('/my/coupon/act-card');
  const zone = page.getByRole('region', { name: '活动卡列表' });
  const card = zone.getByRole('listitem', { name: '全场满1000减100卡' });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText('满1000元可用');
  await expect(card).toContainText('可使用3次');
  await expect(card).toContainText('自购买之日起90天');
  await expect(zone.getByRole('listitem', { name: '新人专享满500减100卡' })).toContainText('活动卡已抢光');
  await expect(zone).not.toContainText('2025双十一满3000减300卡');
  await shot(page, 'act-card-zone');
  // The type filter asks the server again.
  await page.getByRole('tab', { name: '折扣卡' }).click();
  await expect(zone.getByRole('listitem', { name: '全场9.5折卡' })).toBeVisible();
  await expect(zone.getByRole('listitem', { name: '全场满1000减100卡' })).toHaveCount(0);
  await page.getByRole('tab', { name: '全部' }).click();

  // 购买确认, then the order goes to the normal cashier.
  await zone.getByRole('link', { name: '购买全场满1000减100卡' }).click();
  await expect(page).toHaveURL(/\/my\/coupon\/act-card-details\?id=ac_site_100/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: '购买确认' })).toBeVisible();
  const info = page.getByLabel('活动卡信息');
  await expect(info.getByRole('definition').filter({ hasText: /^3次$/ })).toBeVisible();
  await expect(info.getByRole('definition').filter({ hasText: '90天（自购买之日起）' })).toBeVisible();
  await expect(page.getByLabel('价格')).toHaveText('19.90元');
  await shot(page, 'act-card-confirm');
  await page.getByRole('button', { name: '立即购买：19.90元' }).click();

  await expect(page).toHaveURL(/\/pay\/payType\?cusOrderId=.+&fromPage=act_card/, { timeout: 30_000 });
  await expect(page.getByTestId('pay-amount')).toHaveText('19.90元');
  await expect(page.getByRole('radio', { name: /余额支付/ })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('checkbox', { name: '我已阅读过并知晓' }).click();
  await page.getByRole('button', { name: '余额支付：19.90 元' }).click();
  await expect(page.getByRole('region', { name: '输入支付密码' })).toBeVisible();
  await typePassword(page, '123456');

  await expect(page).toHaveURL(/\/pay\/payResult/, { timeout: 30_000 });
  await expect(page.getByText('支付成功')).toBeVisible();
  await page.getByRole('link', { name: '查看我的活动卡' }).click();

  // 我的优惠券 · 活动卡: the card just bought, with its three uses.
  await expect(page).toHaveURL(/\/my\/coupon\?tabActive=1/, { timeout: 30_000 });
  const mine = page.getByRole('region', { name: '活动卡列表' });
  const owned = mine.getByRole('listitem', { name: '全场满1000减100卡' }).first();
  await expect(owned).toBeVisible({ timeout: 30_000 });
  await expect(owned).toContainText('剩余3次（共3次）');
  await expect(mine.getByRole('listitem', { name: '全场9.5折卡' })).toBeVisible();
  await shot(page, 'my-act-cards');
  await owned.getByRole('link', { name: '查看详情：全场满1000减100卡', exact: true }).click();
  await expect(page).toHaveURL(/act-card-details\?userCardId=uac_/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: '活动卡详情' })).toBeVisible();
  await expect(page.getByRole('link', { name: '购买（查看订单）' })).toBeVisible();
  await shot(page, 'act-card-owned');

  // Nothing left to pay for cards.
  await page.goto('/my/coupon/pay');
  await expect(page.getByText('暂无待支付的活动卡订单')).toBeVisible({ timeout: 30_000 });

  // 失效卡: the seeded expired card and the used-up one, stamped.
  await page.goto('/my/coupon?tabActive=1');
  await page.getByRole('link', { name: '查看已失效活动卡 >' }).click();
  await expect(page).toHaveURL(/\/my\/coupon\/invalid-card/, { timeout: 30_000 });
  const invalid = page.getByRole('region', { name: '失效活动卡' });
  await expect(invalid.getByRole('listitem', { name: '2025双十一满3000减300卡' })).toContainText('已过期', { timeout: 30_000 });
  await expect(invalid.getByRole('listitem', { name: '有限公司注册立减50卡' })).toContainText('已使用');
  await expect(invalid.getByRole('link', { name: '去使用' })).toHaveCount(0);
  await shot(page, 'act-card-invalid');
});
