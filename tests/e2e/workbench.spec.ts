import { test, expect as baseExpect, expectToast, loginWithPassword, readSmsCode, saveShot } from './fixtures';
import { CUSTOMER, PLANNER, SHOTS, call, loginCustomer, loginPlanner, paidOrder, registerCustomer, useSession } from './myPurchase';

// The shared dev server compiles each page on its first visit; give slow first loads room.
const expect = baseExpect.configure({ timeout: 60_000 });

type CusOrder = { cusOrderNo: string };

test.describe('the planner’s workbench', () => {
  test('the demo planner advances a node, issues an invoice and approves a refund from /workbench; the customer sees each', async ({ page, context, request, baseURL }) => {
    test.setTimeout(300_000);
    // The customer buys two services the demo planner serves, asks for an invoice on one and a refund on the other.
    const s = await loginCustomer(request);
    const served = await paidOrder(request, s);
    const refunded = await paidOrder(request, s);
    const { cusOrderNo } = await call<CusOrder>(request, s, 'GET', '/order/v2/cus_order_detail', { cusOrderId: served.cusOrderId });
    const refundedNo = (await call<CusOrder>(request, s, 'GET', '/order/v2/cus_order_detail', { cusOrderId: refunded.cusOrderId })).cusOrderNo;
    const headerName = `张三${Date.now() % 100000}`;
    const invoice = await call<{ id: string }>(request, s, 'POST', '/invoice/v1/apply_invoice', {
      orderId: served.orderId,
      invoiceType: '026',
      invoiceContent: 'GOODS_DETAILS',
      invoiceHeader: 'INVOICE_HEADER_PERSONAL',
      invoiceHeaderName: headerName,
      receiverPhone: CUSTOMER.phone,
    });
    const sheet = await call<{ afterSaleId: string }>(request, s, 'POST', '/orderSale/v1/refund', {
      orderId: refunded.orderId,
      afterSaleReasonNo: 'AFTER_SALE_REASON_1',
      afterSaleProblemDetail: '暂时不需要了',
      afterSaleAgreementIds: 'shupianaftersale',
      refundAmountFen: 100,
    });

    // A customer has no workbench.
    await useSession(context, baseURL!, s);
    await page.goto('/workbench');
    await expect(page.getByText('无权访问：规划师工作台仅对规划师账号开放')).toBeVisible();
    await expect(page.getByRole('link', { name: '规划师工作台' })).toHaveCount(0);
    await context.clearCookies();

    // The planner logs in and opens the workbench from 我的.
    await page.goto('/login?redirect=%2Fmy');
    await loginWithPassword(page, PLANNER.phone, PLANNER.password);
    await expect(page).toHaveURL(/\/my$/);
    await page.getByRole('link', { name: /规划师工作台/ }).click();
    await expect(page).toHaveURL(/\/workbench$/);
    await expect(page.getByRole('link', { name: /^服务中订单（[1-9]\d*）$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^待开票（[1-9]\d*）$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^待处理退款（[1-9]\d*）$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: '面谈记录' })).toHaveAttribute('href', '/workbench/interviews');
    await expect(page.getByRole('link', { name: /聊天工作台/ })).toHaveAttribute('href', '/msg');
    await saveShot(page, `${SHOTS}/workbench-home.png`, { fullPage: true });

    // 推进: the current node of the served order.
    await page.getByRole('link', { name: /^服务中订单/ }).click();
    await expect(page).toHaveURL(/\/workbench\/orders\?status=HANDLING/);
    const card = page.getByRole('article', { name: `订单${cusOrderNo}，服务中` });
    await expect(card.getByText('服务进度 0/3')).toBeVisible();
    await saveShot(page, `${SHOTS}/workbench-orders.png`, { fullPage: true });
    await card.getByRole('link', { name: '查看详情' }).click();
    await expect(page).toHaveURL(new RegExp(`/workbench/orders/${served.orderId}$`));
    const first = page.getByRole('listitem', { name: /^第1步 .*，处理中$/ });
    await first.getByRole('button', { name: '推进' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确认推进' }).click();
    await expect(page.getByRole('listitem', { name: /^第1步 .*，已完成$/ })).toBeVisible();
    await expect(page.getByRole('listitem', { name: /^第2步 .*，处理中$/ }).getByRole('button', { name: '推进' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '服务节点 1/3' })).toBeVisible();
    await saveShot(page, `${SHOTS}/workbench-order-detail.png`, { fullPage: true });

    // 开票
    await page.goto('/workbench');
    await page.getByRole('link', { name: /^待开票/ }).click();
    await expect(page).toHaveURL(/\/workbench\/invoices$/);
    const inv = page.getByRole('article').filter({ hasText: headerName });
    await expect(inv.getByText('审核中')).toBeVisible();
    await saveShot(page, `${SHOTS}/workbench-invoices.png`, { fullPage: true });
    await inv.getByRole('button', { name: '开票' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确认开票' }).click();
    await expect(page.getByRole('article').filter({ hasText: headerName })).toHaveCount(0);
    await page.getByRole('tab', { name: /^已开票/ }).click();
    await expect(page.getByRole('article').filter({ hasText: headerName }).getByText('开票成功')).toBeVisible();

    // 同意 the refund
    await page.goto('/workbench/refunds');
    const refund = page.getByRole('article', { name: /^售后单.*，售后中$/ }).filter({ hasText: refundedNo });
    await expect(refund.getByText('¥1.00')).toBeVisible();
    await saveShot(page, `${SHOTS}/workbench-refunds.png`, { fullPage: true });
    await refund.getByRole('button', { name: '同意' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '同意退款' }).click();
    await expect(page.getByRole('article').filter({ hasText: refundedNo })).toHaveCount(0);
    await page.getByRole('tab', { name: /^已完成/ }).click();
    await expect(page.getByRole('article', { name: /，已完成$/ }).filter({ hasText: refundedNo })).toBeVisible();

    // The customer sees each: the node done, the invoice issued, the refund paid back.
    await context.clearCookies();
    await useSession(context, baseURL!, s);
    await page.goto(`/order/process?orderId=${served.orderId}`);
    await expect(page.getByRole('link', { name: /^第1批次/ }).getByText('已完成')).toBeVisible();
    await expect(page.getByRole('link', { name: /^第2批次/ }).getByText('处理中')).toBeVisible();
    await page.goto(`/order/invoice/detail?id=${invoice.id}`);
    await expect(page.getByRole('heading', { name: '已开票' })).toBeVisible();
    await page.goto(`/my/afterSale/detail?id=${sheet.afterSaleId}`);
    await expect(page.getByRole('heading', { name: '已完成' })).toBeVisible();
    await expect(page.getByText('退款成功').first()).toBeVisible();
  });

  test('a demand-card lead leads to the customer’s chat; 部分退款 and 驳回 ask for what they need', async ({ page, context, request, baseURL }) => {
    test.setTimeout(240_000);
    // A new customer already talking to 王规划 fills a demand card: it is routed to him.
    const { session: c } = await registerCustomer(request, readSmsCode);
    await call(request, c, 'POST', '/im/v1/create_session', { imUserId: PLANNER.userId, imUserType: 'MERCHANT_USER' });
    const answers = { 公司成立区域: '武侯区', 是否有公司地址: '是', 公司信息确认完毕: '否', 办理时间: '1个月内' };
    const card = await call<{ id: string; groupId: string | null; planner: { mchUserId: string } | null }>(request, c, 'POST', '/demand_card/v1/add_allot_resource', {
      requireCode: 'FL20210425163709',
      cityCode: '510100',
      answers: JSON.stringify(answers),
      comment: '希望本周内办好',
      allowPhone: 1,
    });
    expect(card.planner?.mchUserId).toBe(PLANNER.userId);
    expect(card.groupId).toBeTruthy();
    // The demo customer: an invoice to refuse and a refund to grant in part.
    const s = await loginCustomer(request);
    const a = await paidOrder(request, s);
    const b = await paidOrder(request, s);
    const headerName = `李四${Date.now() % 100000}`;
    const inv = await call<{ id: string }>(request, s, 'POST', '/invoice/v1/apply_invoice', {
      orderId: a.orderId,
      invoiceType: '026',
      invoiceContent: 'GOODS_DETAILS',
      invoiceHeader: 'INVOICE_HEADER_PERSONAL',
      invoiceHeaderName: headerName,
      receiverPhone: CUSTOMER.phone,
    });
    const sheet = await call<{ afterSaleId: string; afterSaleNo: string }>(request, s, 'POST', '/orderSale/v1/refund', {
      orderId: b.orderId,
      afterSaleReasonNo: 'AFTER_SALE_REASON_1',
      afterSaleProblemDetail: '只需要部分服务',
      afterSaleAgreementIds: 'shupianaftersale',
      refundAmountFen: 200,
    });

    const planner = await loginPlanner(request);
    await useSession(context, baseURL!, planner, PLANNER.phone);
    await page.goto('/my');
    await expect(page.getByRole('link', { name: /规划师工作台/ })).toBeVisible();
    await saveShot(page, `${SHOTS}/workbench-my-entry.png`);

    // 驳回 the invoice: a reason is required, and the customer reads it.
    await page.goto('/workbench/invoices');
    const invCard = page.getByRole('article').filter({ hasText: headerName });
    await invCard.getByRole('button', { name: '驳回' }).click();
    const rejectDialog = page.getByRole('dialog');
    await rejectDialog.getByRole('button', { name: '驳回' }).click();
    await expect(rejectDialog.getByText('请填写驳回原因')).toBeVisible();
    await rejectDialog.getByLabel('驳回原因').fill('抬头请填写公司全称');
    await saveShot(page, `${SHOTS}/workbench-invoice-reject.png`);
    await rejectDialog.getByRole('button', { name: '驳回' }).click();
    await expect(page.getByRole('article').filter({ hasText: headerName })).toHaveCount(0);
    await page.getByRole('tab', { name: /^已驳回/ }).click();
    await expect(page.getByRole('article').filter({ hasText: headerName }).getByText('原因：抬头请填写公司全称')).toBeVisible();
    expect((await call<{ invoiceStatus: string; remarks: string }>(request, s, 'GET', '/invoice/v1/invoice_detail', { id: inv.id })).remarks).toBe('抬头请填写公司全称');

    // 部分退款: no more than was asked for, with a reason; an offer the customer confirms, nothing paid before.
    await page.goto('/workbench/refunds');
    const refund = page.getByRole('article', { name: `售后单${sheet.afterSaleNo}，售后中` });
    await refund.getByRole('button', { name: '部分退款' }).click();
    const partial = page.getByRole('dialog');
    await partial.getByLabel('退款金额（元）').fill('3');
    await partial.getByRole('button', { name: '提交方案' }).click();
    await expect(partial.getByText('退款金额不能超过客户申请的2.00元')).toBeVisible();
    await partial.getByLabel('退款金额（元）').fill('1.5');
    await partial.getByRole('button', { name: '提交方案' }).click();
    await expect(partial.getByText('请填写处理意见')).toBeVisible();
    await partial.getByLabel('处理意见').fill('已办理部分服务');
    await saveShot(page, `${SHOTS}/workbench-refund-partial.png`);
    await partial.getByRole('button', { name: '提交方案' }).click();
    await expectToast(page, '已提出退款 ¥1.50 的方案，等待客户确认');
    await expect(page.getByRole('article', { name: `售后单${sheet.afterSaleNo}，售后中` })).toHaveCount(0);
    const seen = await call<{ afterSaleStatus: number; realRefundTotalMoneyFen: number; afterSaleTotalMoneyFen: number; dealMark: string }>(request, s, 'GET', '/orderSale/v1/detail', {
      id: sheet.afterSaleId,
    });
    expect(seen).toMatchObject({ afterSaleStatus: 3, realRefundTotalMoneyFen: 0, afterSaleTotalMoneyFen: 150, dealMark: '已办理部分服务' });
    await page.getByRole('tab', { name: /^待客户确认/ }).click();
    await expect(page.getByRole('article', { name: `售后单${sheet.afterSaleNo}，待确认` }).getByText('已提出退款 ¥1.50 的方案，等待客户确认')).toBeVisible();

    // The lead, its detail, and 联系客户 into the customer's conversation.
    await page.goto('/workbench');
    await page.getByRole('link', { name: /^新需求线索/ }).click();
    const lead = page.getByRole('article', { name: /^公司注册需求卡，/ }).first();
    await expect(lead.getByText('武侯区')).toBeVisible();
    await saveShot(page, `${SHOTS}/workbench-leads.png`, { fullPage: true });
    await lead.getByRole('link', { name: '查看详情' }).click();
    await expect(page).toHaveURL(new RegExp(`/workbench/leads/${card.id}$`));
    await expect(page.getByText('希望本周内办好')).toBeVisible();
    await saveShot(page, `${SHOTS}/workbench-lead.png`, { fullPage: true });
    await page.getByRole('button', { name: '联系客户' }).click();
    await page.waitForURL((u) => u.pathname === '/im/chat' && u.searchParams.get('id') === card.groupId, { timeout: 30_000 });
    await expect(page.getByText('【需求卡】公司注册需求卡').first()).toBeVisible();
  });

  test('a visitor is sent to log in', async ({ page }) => {
    await page.goto('/workbench/orders');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fworkbench%2Forders/);
  });
});
