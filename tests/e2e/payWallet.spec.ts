import { test, expect } from './fixtures';
import { demoCustomer, shot, signIn } from './orderHelpers';

const typePassword = async (page: import('@playwright/test').Page, pwd: string) => {
  for (const d of pwd) await page.getByRole('button', { name: d, exact: true }).click();
};

/** The wallet pays at once after the six-digit pay password (inventory §9 with the wallet of spec §7). */
test('pay an order from the wallet with the pay password', async ({ page, context, request, baseURL }) => {
  test.setTimeout(150_000);
  const me = await demoCustomer(request);
  await signIn(context, baseURL!, me);

  await page.goto('/order/confirmorder?productId=g_0001');
  await expect(page.getByText('有限公司注册')).toBeVisible();
  await page.getByRole('checkbox', { name: '我已阅读过并知晓' }).click();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/pay\/payType\?/, { timeout: 30_000 });
  const amount = (await page.getByTestId('pay-amount').textContent())!.replace('元', '');

  await expect(page.getByRole('radio', { name: /余额支付/ })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('checkbox', { name: '我已阅读过并知晓' }).click();
  await page.getByRole('button', { name: `余额支付：${amount} 元` }).click();
  await expect(page.getByRole('region', { name: '输入支付密码' })).toBeVisible();
  await shot(page, 'pay-password');
  await typePassword(page, '000000');
  await expect(page.getByText(/支付密码错误，还可尝试\d+次/)).toBeVisible();
  await typePassword(page, '123456');

  await expect(page).toHaveURL(/\/pay\/payResult/, { timeout: 30_000 });
  await expect(page.getByText('支付成功')).toBeVisible();
  await expect(page.getByText(`¥${amount}`)).toBeVisible();
  await page.getByRole('link', { name: '查看订单' }).click();
  await expect(page.getByRole('region', { name: '订单状态' })).toContainText('办理中', { timeout: 30_000 });
});

/** Issue 32: a phone whose clock is 10 minutes fast still sees the time really left to pay (the server's clock). */
test('the payment countdown counts on the server’s clock, not a phone 10 minutes fast', async ({ page, context, request, baseURL }) => {
  test.setTimeout(90_000);
  const me = await demoCustomer(request);
  await signIn(context, baseURL!, me);
  await page.clock.install({ time: new Date(Date.now() + 10 * 60_000) });
  await page.goto('/order/confirmorder?productId=g_0001');
  await page.getByRole('checkbox', { name: '我已阅读过并知晓' }).click();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/pay\/payType\?/, { timeout: 30_000 });
  // Two hours to pay from now: 01:59:xx (or 01:58 a moment later), never the phone's 01:49.
  await expect(page.getByRole('timer')).toHaveText(/剩余支付时间\s*：\s*01\s*：\s*5[89]\s*：\s*\d\d/);
});
