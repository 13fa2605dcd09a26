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
