import { test, expect } from './fixtures';
import { freshCustomer, shot, signIn } from './orderHelpers';

/**
 * 分享给他人支付: a customer orders, creates a share link on the order detail; someone else (a logged-out browser)
 * opens it, pays through the sandbox gateway, and the owner sees the order paid.
 */
test('someone else pays an order through its share link', async ({ page, context, request, baseURL, browser }) => {
  test.setTimeout(240_000);
  const me = await freshCustomer(request);
  await signIn(context, baseURL!, me);

  await page.goto('/order/confirmorder?productId=g_0001');
  await expect(page.getByText('有限公司注册').first()).toBeVisible({ timeout: 60_000 });
  await page.getByRole('checkbox', { name: '我已阅读过并知晓' }).click();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/pay\/payType\?/, { timeout: 60_000 });
  const cusOrderId = new URL(page.url()).searchParams.get('cusOrderId')!;
  const amount = (await page.getByTestId('pay-amount').textContent())!.replace('元', '');

  await page.goto(`/order/detail?cusOrderId=${encodeURIComponent(cusOrderId)}`);
  await expect(page.getByRole('region', { name: '订单状态' })).toContainText('待付款', { timeout: 60_000 });
  await page.getByRole('button', { name: '分享给他人支付' }).click();
  const urlBox = page.getByTestId('share-url');
  await expect(urlBox).toContainText('/order/sharePay?token=');
  await shot(page, 'order-share-link');
  const shareUrl = new URL((await urlBox.textContent())!.trim());
  await page.getByRole('button', { name: '关闭' }).click();

  // A second person, not logged in.
  const other = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  try {
    const p2 = await other.newPage();
    await p2.goto(`${shareUrl.pathname}${shareUrl.search}`);
    await expect(p2.getByText('请你帮忙支付')).toBeVisible({ timeout: 60_000 });
    await expect(p2.getByTestId('share-amount')).toContainText(amount);
    await expect(p2.getByText(me.phone)).toHaveCount(0);
    await shot(p2, 'order-share-pay');
    await p2.getByRole('button', { name: `立即支付 ${amount} 元` }).click();
    await expect(p2).toHaveURL(/\/api\/sandbox-pay\//, { timeout: 30_000 });
    await p2.getByRole('button', { name: '确认支付' }).click();
    await expect(p2).toHaveURL(/\/pay\/sharePayResult\?/, { timeout: 60_000 });
    await expect(p2.getByText('支付成功')).toBeVisible({ timeout: 60_000 });
    await expect(p2.getByText(`¥${amount}`)).toBeVisible();
    await shot(p2, 'order-share-result');
    // The link now reads as paid.
    await p2.goto(`${shareUrl.pathname}${shareUrl.search}`);
    await expect(p2.getByText('该订单已完成支付，无需重复付款')).toBeVisible({ timeout: 60_000 });
    // An invalid link.
    await p2.goto('/order/sharePay?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(p2.getByText('支付链接无效，请向分享人重新获取')).toBeVisible({ timeout: 60_000 });
  } finally {
    await other.close();
  }

  // The owner sees the order paid.
  await page.reload();
  await expect(page.getByRole('region', { name: '订单状态' })).toContainText('办理中', { timeout: 60_000 });
  await expect(page.getByRole('button', { name: '分享给他人支付' })).toHaveCount(0);
});

/** 套餐下单: a package is priced by the server and submitted like any order. */
test('buys a service package at its package price', async ({ page, context, request, baseURL }) => {
  test.setTimeout(180_000);
  const me = await freshCustomer(request);
  await signIn(context, baseURL!, me);
  await page.goto('/order/confirmorder?comboId=cb_01');
  await expect(page.getByText('套餐价')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('套餐不可用券')).toBeVisible();
  const total = (await page.getByTestId('need-pay').textContent())!.trim();
  await shot(page, 'order-combo-confirm');
  await page.getByRole('checkbox', { name: '我已阅读过并知晓' }).click();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/pay\/payType\?/, { timeout: 60_000 });
  await expect(page.getByTestId('pay-amount')).toContainText(total);
});
