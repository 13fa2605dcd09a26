import { test, expect, DEMO_CUSTOMER, loginWithPassword } from './fixtures';
import { freshCustomer, shot, signIn } from './orderHelpers';

/**
 * 领券中心 (inventory platform §4.9): a customer grabs 新客无门槛10元券 and uses it at checkout; the card then says
 * 已领取 and a second grab is not offered. A visitor who taps 立即领取 logs in (as the demo customer) and comes back
 * to the list with the demo's coupons marked 已领取. The mini-program hand-off shows its QR code on a desktop browser.
 * A new customer grabs (a customer can grab once, so the demo could not run this twice on one data directory).
 */
const COUPON = '新客无门槛10元券';

test('grab a coupon in 领券中心 and use it at checkout', async ({ page, context, request, baseURL }) => {
  test.setTimeout(180_000);
  await signIn(context, baseURL!, await freshCustomer(request));
  await page.goto('/activity/coupon');
  await expect(page.getByRole('heading', { name: '领券中心', level: 1 })).toBeVisible();
  const list = page.getByRole('region', { name: '可领取的优惠券' });
  const card = list.getByRole('listitem', { name: COUPON });
  await expect(card).toContainText('不限量');
  await expect(card).toContainText('全场通用');
  await expect(card).toContainText('无门槛');
  // The stock bar of a limited coupon, and the rules behind the scope line.
  await expect(list.getByRole('listitem', { name: '全场满2000减300' })).toContainText(/剩余\d+%/);
  await card.getByRole('button', { name: /全场通用\s?，查看使用说明/ }).click();
  await expect(card.getByRole('tooltip')).toContainText('不限量发放');
  await shot(page, 'coupon-centre');
  await card.getByRole('button', { name: '关闭使用说明' }).click();

  await card.getByRole('button', { name: `立即领取 ${COUPON}` }).click();
  await expect(page.getByText('领取成功')).toBeVisible();
  await expect(card.getByRole('button', { name: `已领取 ${COUPON}` })).toBeDisabled();
  await shot(page, 'coupon-centre-received');
  // After a reload the server says the same: already received, nothing to grab twice.
  await page.reload();
  await expect(page.getByRole('region', { name: '可领取的优惠券' }).getByRole('listitem', { name: COUPON }).getByRole('button', { name: `已领取 ${COUPON}` })).toBeDisabled();

  // Checkout of one service: the coupon is offered and takes 10 元 off.
  await page.goto('/order/confirmorder?productId=g_0001');
  await expect(page.getByText('商品及服务总数')).toBeVisible();
  const before = await page.getByTestId('need-pay').textContent();
  await page.getByRole('button', { name: /^优惠券/ }).click();
  await page.getByRole('button', { name: COUPON }).click();
  await expect(page.getByText(/已选中.*优惠券，可抵扣 10.00元/)).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  // The picker's mask still takes taps while it fades out: wait until it is gone.
  await expect(page.locator('.adm-popup .adm-mask').filter({ visible: true })).toHaveCount(0);
  await expect(page.getByText('-10.00元')).toBeVisible();
  const after = await page.getByTestId('need-pay').textContent();
  expect(Number(before) - Number(after)).toBeCloseTo(10, 2);
  await page.getByRole('checkbox', { name: '我已阅读过并知晓' }).click();
  await shot(page, 'coupon-centre-checkout');
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/pay\/payType\?/, { timeout: 60_000 });
  await expect(page.getByTestId('pay-amount')).toContainText(after!);
});

test('a visitor who grabs a coupon is sent to log in and back', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/activity/coupon');
  const list = page.getByRole('region', { name: '可领取的优惠券' });
  await list.getByRole('button', { name: '立即领取 全场满500减50' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Factivity%2Fcoupon/);
  await loginWithPassword(page, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
  await expect(page).toHaveURL(/\/activity\/coupon$/, { timeout: 60_000 });
  // The demo customer holds 全场满500减50 from the seed: nothing to grab twice.
  await expect(list.getByRole('button', { name: '已领取 全场满500减50' })).toBeDisabled();
  await shot(page, 'coupon-centre-demo');
});

test('a shared coupon link shows its coupons and the ways to receive them', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/activity/coupontoapp?couponIds=ct_new_10,ct_site_2000_300');
  const offer = page.getByRole('region', { name: '可领取的优惠券' });
  await expect(offer.getByText(COUPON)).toBeVisible();
  await expect(offer.getByText('全场满2000减300')).toBeVisible();
  await expect(page.getByRole('button', { name: '打开APP领取' })).toBeVisible();
  await expect(page.getByRole('button', { name: '在微信小程序中领取' })).toBeVisible();
  await shot(page, 'coupon-to-app');
  await page.getByRole('link', { name: '在网页领券中心领取 >' }).click();
  await expect(page).toHaveURL(/\/activity\/coupon$/);
});

test.describe('on a desktop browser', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36' });

  test('the mini-program hand-off shows a QR code of itself', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/xcxTransferPage/weQrcode?path=pages/activity/coupon/index&query=from%3Dpc');
    await expect(page.getByRole('heading', { name: '扫码打开薯片找人小程序' })).toBeVisible();
    const qr = page.getByRole('img', { name: '扫码打开薯片找人小程序二维码' });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await expect(page.getByText(/请使用手机相机或浏览器扫描二维码/)).toBeVisible();
    await shot(page, 'we-qrcode-desktop');
    // The interview hand-off: the QR code, and the same confirmation on the web.
    await page.goto('/xcxTransferPage/interview?id=iv_demo_1');
    await expect(page.getByRole('heading', { name: '确认您的面谈记录' })).toBeVisible();
    await expect(page.getByRole('img', { name: '确认您的面谈记录二维码' })).toBeVisible();
    await expect(page.getByRole('link', { name: '没有微信？在网页中确认 >' })).toHaveAttribute('href', '/my/interviewRecord/confirm/iv_demo_1');
    await shot(page, 'xcx-interview-desktop');
    // A link that names no page of the mini-program says so.
    await page.goto('/xcxTransferPage?path=https://evil.example');
    await expect(page.getByText('链接有误，无法打开小程序')).toBeVisible();
  });
});
