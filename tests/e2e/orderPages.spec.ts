import { test, expect, apiLogin, DEMO_PLANNER, expectToast } from './fixtures';
import { api, buyer, freshCustomer, shot, signIn } from './orderHelpers';

/**
 * The order sub-pages on an order this test makes and pays itself (through the API), plus a planner-made
 * pending order the customer submits with a coupon (inventory §2a, §3, §4, §6, §8).
 */
test('order sub-pages, the progress overlay and submitting a pending order', async ({ page, context, request, baseURL }) => {
  test.setTimeout(240_000);
  const me = await freshCustomer(request);
  const my = buyer(request, me);
  await signIn(context, baseURL!, me);

  // A paid order (先付款后服务) made through the API.
  const items = JSON.stringify([{ goodsId: 'g_0001', goodsNumber: 1 }]);
  const price = await my.call<{ needPayTotalMoneyFen: number }>('POST', '/order/v2/calculate_the_price', { items });
  const { serialNo } = await my.call<{ serialNo: string }>('GET', '/order/v2/get_payment_seriale_no');
  const sub = await my.call<{ cusOrderId: string; orderIds: string[] }>('POST', '/order/v2/autonomy_submit_order', {
    items,
    idempotencyKey: serialNo,
    shownPayableFen: price.needPayTotalMoneyFen,
    orderAgreementIds: 'protocol100008',
  });
  const pay = await my.call<{ paymentNo: string }>('POST', '/pay/v3/get_pay_params', { cusOrderId: sub.cusOrderId, payPlatform: 'SANDBOX', orderAgreementIds: 'protocol100008' });
  await request.post(`/api/sandbox-pay/${pay.paymentNo}/confirm`);
  const orderId = sub.orderIds[0];
  const cus = encodeURIComponent(sub.cusOrderId);

  await expect
    .poll(async () => (await my.call<{ cusOrderStatus: number }>('GET', '/order/v2/cus_order_detail', { cusOrderId: sub.cusOrderId })).cusOrderStatus, { timeout: 30_000 })
    .toBe(2);

  // The list's 全部 tab and the detail with its progress overlay.
  await page.goto('/order');
  await expect(page.getByRole('article').first()).toContainText('办理中');
  await shot(page, 'order-list');
  await page.goto(`/order/detail?cusOrderId=${cus}&id=${orderId}`);
  await page.getByRole('button', { name: '办理进度' }).click();
  const overlay = page.getByRole('region', { name: '办理进度' });
  await expect(overlay).toContainText('有限公司注册');
  await expect(overlay).toContainText('（处理中）');
  await shot(page, 'order-progress');

  for (const [path, title, name] of [
    [`/order/payDetails?cusOrderId=${cus}`, '付款记录', 'order-pay-details'],
    [`/order/previewList?cusOrderId=${cus}`, '商品清单', 'order-preview-list'],
    [`/order/process?orderId=${orderId}&cusOrderId=${cus}`, '进行进度', 'order-process'],
    [`/order/processBatch?orderId=${orderId}&num=1`, '第1批次', 'order-process-batch'],
    [`/order/nomalProces?orderId=${orderId}&cusOrderId=${cus}`, '进行进度', 'order-nomal-proces'],
    [`/order/billDetail?cusOrderId=${cus}&isPayAll=1`, '账单明细', 'order-bill-detail'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText('缺少参数')).toHaveCount(0);
    await shot(page, name);
  }
  await expect(page.getByText('全部待付')).toBeVisible();

  // A pending order made by the planner, submitted by the customer with a product coupon.
  await my.receiveCoupon('ct_goods_0001_30');
  const planner = await apiLogin(request, DEMO_PLANNER.phone, DEMO_PLANNER.password);
  const pending = await api<{ cusOrderId: string }>(request, 'POST', '/order/v2/planner/create_pending_order', { customerPhone: me.phone, items }, planner.token, planner.userId);
  await page.goto('/order?type=5');
  await expect(page.getByRole('article').first()).toContainText('待提交');
  await page.getByRole('article').first().getByRole('link', { name: '提交订单' }).click();
  await expect(page).toHaveURL(new RegExp(`confirmUnSubmitOrder\\?cusOrderId=${pending.cusOrderId}`), { timeout: 30_000 });
  await page.getByRole('button', { name: '优惠券 1个优惠券' }).click();
  await page.getByRole('button', { name: '有限公司注册立减30' }).click();
  await expect(page.getByText(/已选中1张优惠券，可抵扣 30.00元/)).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('-30.00元')).toBeVisible();
  await shot(page, 'order-confirm-unsubmit');
  await page.getByRole('checkbox', { name: '我已阅读过并知晓' }).click();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/order\?type=1/, { timeout: 30_000 });
  await expect(page.getByRole('article').first()).toContainText('待付款');

  // Order search keeps its own history.
  await page.goto('/search/orderSearch');
  await page.getByRole('searchbox', { name: '订单编号/售后单号' }).fill('C2026');
  await page.getByRole('searchbox', { name: '订单编号/售后单号' }).press('Enter');
  await expect(page).toHaveURL(/\/my\/afterSale\/list\?id=C2026/);
  await page.goto('/search/orderSearch');
  await expect(page.getByRole('button', { name: 'C2026' })).toBeVisible();
  await shot(page, 'order-search');
});

test('the cart in edit mode deletes in batch; legacy addresses land on the live pages', async ({ page, context, request, baseURL }) => {
  test.setTimeout(120_000);
  const me = await freshCustomer(request);
  const my = buyer(request, me);
  await my.addToCart('g_0001');
  await my.addToCart('g_0005');
  await signIn(context, baseURL!, me);

  await page.goto('/shopCart/copy');
  await expect(page).toHaveURL(/\/shopCart$/);
  await expect(page.getByTestId('cart-item')).toHaveCount(2);
  await page.getByRole('button', { name: '管理' }).click();
  await page.getByRole('button', { name: '删除所选' }).click();
  await expectToast(page, '请选择需要删除的商品');
  // By keyboard: in `next dev` the framework's dev badge sits over the bar's bottom-left corner.
  await page.getByRole('checkbox', { name: '全选' }).press('Enter');
  await expect(page.getByRole('checkbox', { name: '全选' })).toHaveAttribute('aria-checked', 'true');
  await shot(page, 'cart-edit');
  await page.getByRole('button', { name: '删除所选' }).click();
  await expect(page.getByText('确定删除该内容？')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await expectToast(page, '删除成功');
  await expect(page.getByText('购物车空空如也~')).toBeVisible();
  await shot(page, 'cart-empty');

  await page.goto('/order/orderOld?cusOrderId=none');
  await expect(page).toHaveURL(/\/order\/detail\?cusOrderId=none/);
  await page.goto('/shoppingCar');
  await expect(page).toHaveURL(/\/shopCart$/);
});
