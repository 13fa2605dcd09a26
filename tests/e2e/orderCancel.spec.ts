import { test, expect, expectToast } from './fixtures';
import { buyer, freshCustomer, shot, signIn } from './orderHelpers';

/** Cancel an unpaid order (inventory §0.5 cancel flow): it moves to 已取消 and its coupon can be used again. */
test('cancel an unpaid order and get the coupon back', async ({ page, context, request, baseURL }) => {
  test.setTimeout(150_000);
  const me = await freshCustomer(request);
  await buyer(request, me).receiveCoupon('ct_site_50');
  await signIn(context, baseURL!, me);

  // Direct buy with the coupon.
  await page.goto('/order/confirmorder?productId=g_0005');
  await expect(page.getByRole('button', { name: '优惠券 1个优惠券' })).toBeVisible();
  await page.getByRole('button', { name: /^优惠券/ }).click();
  await page.getByRole('button', { name: '全场满500减50' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  // The picker's mask still takes taps while it fades out: wait until it is gone.
  await expect(page.locator('.adm-popup .adm-mask').filter({ visible: true })).toHaveCount(0);
  await expect(page.getByText('-50.00元')).toBeVisible();
  await page.getByRole('checkbox', { name: '我已阅读过并知晓' }).click();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/pay\/payType\?/, { timeout: 30_000 });

  // Not paid: it waits in 待付款.
  await page.goto('/order?type=1');
  const card = page.getByRole('article').first();
  await expect(card).toContainText('待付款');
  await expect(card).toContainText('个体户注册');
  await shot(page, 'order-list-unpaid');
  await card.getByRole('button', { name: '取消订单' }).click();
  await expect(page.getByText('温馨提示：订单取消后将无法恢复，优惠券，红包可退回，有效期内使用')).toBeVisible();
  await page.getByRole('button', { name: '确定', exact: true }).click();
  await expectToast(page, '请选中取消原因');
  await page.getByText('重复下单').click();
  await shot(page, 'order-cancel-sheet');
  await page.getByRole('button', { name: '确定', exact: true }).click();
  await expectToast(page, '操作成功');
  await expect(page.getByText('暂无订单')).toBeVisible();

  // 已取消 holds it, with its reason on the detail.
  await page.getByRole('tab', { name: '已取消' }).click();
  await expect(page).toHaveURL(/type=4/);
  await expect(page.getByRole('article').first()).toContainText('已取消');
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page.getByRole('region', { name: '订单状态' })).toContainText('取消原因:重复下单', { timeout: 30_000 });
  await shot(page, 'order-detail-cancelled');

  // The coupon is back: a new checkout offers it again.
  await page.goto('/order/confirmorder?productId=g_0005');
  await expect(page.getByRole('button', { name: '优惠券 1个优惠券' })).toBeVisible();
});
