import { test, expect as baseExpect, saveShot, expectToast } from './fixtures';

// The shared dev server compiles each page on its first visit; give slow first loads room.
const expect = baseExpect.configure({ timeout: 60_000 });
import { call, callEnvelope, loginCustomer, loginPlanner, paidOrder, SHOTS, useSession } from './myPurchase';

// A 1×1 PNG, the smallest real image.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

type Ledger = { records: { type: string; amountFen: number; refNo: string }[] };

test.describe('after-sale refunds', () => {
  test('a customer asks for a refund, the merchant approves it, the wallet is credited once', async ({ page, context, request, baseURL }) => {
    test.setTimeout(180_000);
    const s = await loginCustomer(request);
    const order = await paidOrder(request, s);
    await useSession(context, baseURL!, s);

    // The order's own page leads there (inventory order.md §0.5: 退款/售后 on a paid order).
    await page.goto(`/order/detail?cusOrderId=${order.cusOrderId}`);
    await page.getByRole('link', { name: '退款/售后' }).click();
    await expect(page).toHaveURL(new RegExp(`/my/afterSale/refund\\?orderId=${order.orderId}`));
    await expect(page.getByRole('heading', { name: '退款' })).toBeVisible();
    await page.getByRole('button', { name: /申请原因/ }).click();
    await page.getByText('下单错误').click();
    const amount = page.getByLabel('退款金额');
    await expect(amount).toHaveValue((order.payableFen / 100).toFixed(2));
    // One order number everywhere: the customer order's (C…), as the order list shows it.
    const { cusOrderNo } = await call<{ cusOrderNo: string }>(request, s, 'GET', '/order/v2/cus_order_detail', { cusOrderId: order.cusOrderId });
    await expect(page.getByText(`订单编号：${cusOrderNo}`)).toBeVisible();
    // Typing after a tap replaces the prefilled maximum instead of appending to it (269.70 → 269.70100).
    await amount.click();
    await page.keyboard.type('100');
    await expect(amount).toHaveValue('100');
    await amount.fill(String(order.payableFen / 100 + 1));
    await page.getByLabel('问题描述').fill('下错单了，申请全额退款');
    // a file that is not a picture is refused with the server's message
    const input = page.locator('input[type=file]');
    await input.setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(page.getByText('请上传图片文件（JPG/PNG/WEBP/GIF）')).toBeVisible();
    const uploaded = page.waitForResponse((r) => r.url().includes('/api/upload/v1/upload'));
    await input.setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
    expect((await (await uploaded).json()).code).toBe(200);
    await page.getByText('我已阅读过并知晓').click();
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page.getByText(/退款金额不能超过/)).toBeVisible();
    await amount.fill((order.payableFen / 100).toFixed(2));
    await saveShot(page, `${SHOTS}/aftersale-refund.png`, { fullPage: true });
    await page.getByRole('button', { name: '提交' }).click();

    await expect(page.getByText('售后单申请成功')).toBeVisible();
    await saveShot(page, `${SHOTS}/aftersale-apply.png`, { fullPage: true });
    await page.getByRole('link', { name: '查看售后' }).click();
    await expect(page.getByRole('heading', { name: '售后中' })).toBeVisible();
    await expect(page.getByAltText('凭证1')).toBeVisible();
    await expect(page.getByText(cusOrderNo)).toBeVisible();
    await expect(page.getByText(/\d{4}-\d{2}-\d{2}T\d{2}:/)).toHaveCount(0);
    await saveShot(page, `${SHOTS}/aftersale-detail.png`, { fullPage: true });
    const afterSaleId = new URL(page.url()).searchParams.get('id')!;

    // the merchant (the order's planner) approves: refunded at once, back to the wallet it was paid from
    const planner = await loginPlanner(request);
    await call(request, planner, 'POST', '/orderSale/v1/operator/decide', { afterSaleId, action: 'approve', dealMark: '同意退款' });
    const again = await callEnvelope(request, planner, 'POST', '/orderSale/v1/operator/decide', { afterSaleId, action: 'approve', dealMark: '同意退款' });
    expect(again.code).not.toBe(200);

    // Credited once, to this order's payment: other tests pay and refund from the same demo wallet at the same time,
    // so the ledger row of this payment is what is checked, not the balance.
    const ledger = await call<Ledger>(request, s, 'POST', '/wallet/v1/bill_list', { page: 1, limit: 50, type: 'REFUND' });
    expect(ledger.records.filter((r) => r.refNo === order.paymentNo).map((r) => r.amountFen)).toEqual([order.payableFen]);

    await page.reload();
    await expect(page.getByRole('heading', { name: '已完成' })).toBeVisible();
    await expect(page.getByRole('region', { name: '售后状态' }).getByText('退款成功')).toBeVisible();
    // 协商历史 on the sheet: the application, then the refund
    await expect(page.getByRole('region', { name: '协商历史' })).toContainText('退款成功');
    await expect(page.getByRole('region', { name: '协商历史' })).toContainText('提交售后申请');
    await page.getByRole('link', { name: /退款明细/ }).click();
    await expect(page.getByText(`${(order.payableFen / 100).toFixed(2)}元`).first()).toBeVisible();
    await saveShot(page, `${SHOTS}/aftersale-refund-record.png`, { fullPage: true });
    const sheet = await call<{ refundSheetId: string }>(request, s, 'GET', '/orderSale/v1/detail', { id: afterSaleId });
    await expect(page.getByRole('link', { name: /原路退回/ })).toHaveAttribute('href', `/my/afterSale/refundDetails?id=${sheet.refundSheetId}`);
    await page.goto(`/my/afterSale/refundDetails?id=${sheet.refundSheetId}`);
    await expect(page.getByRole('heading', { name: '退款成功' })).toBeVisible();
    await saveShot(page, `${SHOTS}/aftersale-refund-details.png`, { fullPage: true });

    await page.goto('/my/afterSale/list');
    await page.getByRole('tab', { name: '全部' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    await saveShot(page, `${SHOTS}/aftersale-list.png`, { fullPage: true });
    await page.goto(`/my/afterSale/processRecords?id=${afterSaleId}`);
    await expect(page.getByRole('list', { name: '处理记录' }).getByRole('listitem')).not.toHaveCount(0);
    await saveShot(page, `${SHOTS}/aftersale-records.png`, { fullPage: true });
  });

  test('a customer withdraws a refund request', async ({ page, context, request, baseURL }) => {
    test.setTimeout(120_000);
    const s = await loginCustomer(request);
    const order = await paidOrder(request, s);
    const sheet = await call<{ afterSaleId: string }>(request, s, 'POST', '/orderSale/v1/refund', {
      orderId: order.orderId,
      afterSaleReasonNo: 'AFTER_SALE_REASON_7',
      afterSaleProblemDetail: '不需要了',
      refundAmountFen: 100,
      afterSaleAgreementIds: 'shupianaftersale',
    });
    await useSession(context, baseURL!, s);
    await page.goto(`/my/afterSale/detail?id=${sheet.afterSaleId}`);
    await page.getByRole('button', { name: '撤销' }).click();
    await page.getByRole('button', { name: '确定撤销' }).click();
    await expectToast(page, '撤销成功');
    await expect(page.getByRole('heading', { name: '售后关闭' })).toBeVisible();
  });
});
