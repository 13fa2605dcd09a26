import { test, expect as baseExpect, saveShot } from './fixtures';
import { loginCustomer, paidOrder, useSession } from './myPurchase';

// The shared dev server compiles each page on its first visit; give slow first loads room.
const expect = baseExpect.configure({ timeout: 60_000 });
const SHOTS = 'test-results/shots';

test.describe('what a new customer saw wrong', () => {
  test('a deposit order keeps 待支付尾款 and its amount on one line', async ({ page, context, request, baseURL }) => {
    test.setTimeout(120_000);
    const s = await loginCustomer(request);
    // g_0003 is paid 定金 first, 尾款 after the service: paidOrder pays the deposit.
    const order = await paidOrder(request, s, 'g_0003');
    await useSession(context, baseURL!, s);
    await page.goto(`/order/detail?cusOrderId=${order.cusOrderId}`);
    const balance = page.getByText(/^待支付尾款 \d+\.\d{2}元$/);
    await expect(balance).toBeVisible();
    const box = (await balance.boundingBox())!;
    const line = await balance.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize) * 1.5);
    expect(box.height).toBeLessThan(line * 1.5);
    await balance.scrollIntoViewIfNeeded();
    await saveShot(page, `${SHOTS}/order-detail-deposit.png`, { fullPage: true });
  });

  test('share pay without its token says what happened and offers a way on', async ({ page }) => {
    await page.goto('/order/sharePay');
    await expect(page.getByRole('heading', { name: '支付链接不完整' })).toBeVisible();
    await expect(page.getByText(/缺少支付信息/)).toBeVisible();
    await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: '看看服务' })).toBeVisible();
    await saveShot(page, `${SHOTS}/share-pay-missing.png`, { fullPage: true });

    await page.goto('/pay/sharePayResult');
    await expect(page.getByRole('heading', { name: '没有找到这笔支付' })).toBeVisible();
    await expect(page.getByText(/缺少支付信息/)).toBeVisible();
    await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
    await saveShot(page, `${SHOTS}/share-pay-result-missing.png`, { fullPage: true });

    // A token nobody issued still says the link is invalid, with the same ways on.
    await page.goto('/order/sharePay?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByText('支付链接无效，请向分享人重新获取')).toBeVisible();
    await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
  });
});
