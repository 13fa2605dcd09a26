import { test, expect } from './fixtures';
import { api, freshCustomer, shot, signIn } from './orderHelpers';
import { apiLogin, DEMO_PLANNER } from './fixtures';

/**
 * 按业务办理节点付费 (inventory §0.6 by node): the first node's payment at once, the next one when the planner
 * finishes node 1, paid from the pay modal's 本期应付.
 */
test('a milestone order paid batch by batch', async ({ page, context, request, baseURL }) => {
  test.setTimeout(200_000);
  const me = await freshCustomer(request);
  await signIn(context, baseURL!, me);

  await page.goto('/order/confirmorder?productId=g_0002&plannerId=u_demo_planner'); // the demo planner serves it, so may advance its nodes
  await expect(page.getByText('按业务办理节点付费')).toBeVisible();
  await page.getByRole('checkbox', { name: '我已阅读过并知晓' }).click();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/pay\/payType\?/, { timeout: 30_000 });
  const firstAmount = (await page.getByTestId('pay-amount').textContent())!.replace('元', '');

  const paySandbox = async () => {
    await page.getByRole('radio', { name: /在线支付（沙箱）/ }).click();
    await page.getByRole('checkbox', { name: '我已阅读过并知晓' }).click();
    await page.getByRole('button', { name: /在线支付（沙箱）：/ }).click();
    await page.getByRole('button', { name: '确认支付' }).click();
    await expect(page.getByText('支付成功')).toBeVisible({ timeout: 30_000 });
  };
  await paySandbox();
  await page.getByRole('link', { name: '查看订单' }).click();
  await expect(page.getByRole('region', { name: '订单状态' })).toContainText('办理中', { timeout: 30_000 });
  await expect(page.getByText('部分支付')).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('id')!;
  expect(orderId).toBeTruthy();

  // The planner finishes node 1: node 2's payment falls due.
  const planner = await apiLogin(request, DEMO_PLANNER.phone, DEMO_PLANNER.password);
  await api(request, 'POST', '/order/v2/planner/advance_node', { orderId }, planner.token, planner.userId);
  await page.reload();
  await page.getByRole('button', { name: '支付尾款' }).click();
  const modal = page.getByRole('region', { name: '支付款项' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('本期应付')).toBeVisible();
  await expect(modal.getByText('全款支付')).toBeVisible();
  await shot(page, 'pay-modal');
  await page.getByRole('button', { name: '去支付' }).click();
  await expect(page).toHaveURL(/\/pay\/payType\?.*batchIds=/, { timeout: 60_000 });
  await expect(page.getByTestId('pay-amount')).toBeVisible({ timeout: 60_000 });
  const secondAmount = (await page.getByTestId('pay-amount').textContent())!.replace('元', '');
  expect(secondAmount).not.toBe(firstAmount);
  await paySandbox();

  // The bill: two nodes paid, the last one not due yet.
  const cusOrderId = new URL(page.url()).searchParams.get('cusOrderId')!;
  await page.goto(`/order/nodeDetail?cusOrderId=${cusOrderId}&orderId=${orderId}`);
  await expect(page.getByText('已支付')).toHaveCount(2);
  await expect(page.getByText('无需支付')).toHaveCount(1);
  await shot(page, 'node-detail');
  await page.goto(`/order/billDetail?cusOrderId=${cusOrderId}&isPayAll=1`);
  await expect(page.getByRole('region', { name: '订单账单' })).toContainText('元');
  await shot(page, 'bill-detail');
});
