import { test, expect as baseExpect, expectToast, readSmsCode, shot } from './fixtures';
import { call, loginPlanner, newCustomerAskingRefund, registerCustomer, useSession } from './myPurchase';
import { deskPage } from './opsDesk';

// The operator desk (issue 27 §5): the platform decides a disputed partial refund from /ops and both sides hear it;
// a held 必懂 post is approved from /ops and its author hears it live. Both decisions are in the audit log.

const expect = baseExpect.configure({ timeout: 30_000 });

test('a disputed partial refund: offered ¥0.50, taken to 平台介入, decided ¥1.20 at the desk; both sides see it', async ({ page, request, context, baseURL, browser }) => {
  test.setTimeout(240_000);
  const { session: s, phone, order: o, sheet } = await newCustomerAskingRefund(request, readSmsCode, 200, '服务还没开始就取消了');
  const planner = await loginPlanner(request);
  await call(request, planner, 'POST', '/orderSale/v1/operator/decide', { afterSaleId: sheet.afterSaleId, action: 'propose', amountFen: 50, dealMark: '已办理核名，扣除已发生的费用' });

  // The customer takes the offer to the platform from the sheet.
  await useSession(context, baseURL!, s, phone);
  await page.goto(`/my/afterSale/detail?id=${sheet.afterSaleId}`);
  await expect(page.getByRole('region', { name: '售后状态' })).toContainText('请您确认售后方案');
  await page.getByRole('button', { name: '平台介入' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '我知道了' }).click();
  await expect(page.getByRole('region', { name: '协商历史' })).toContainText('平台介入');

  // Meanwhile the customer waits in 消息 (live).
  await page.goto('/msg');
  await page.waitForURL((u) => u.pathname === '/im/index');
  await expect(page.locator('[data-stream="live"]')).toBeAttached();
  const trade = page.getByRole('list', { name: '通知' }).getByRole('link', { name: /^交易通知/ });

  // The operator: 待办 counts it, the sheet shows both sides and the timeline, the ruling takes a reason.
  const { desk, context: deskContext } = await deskPage(browser, baseURL!);
  await expect(desk.getByRole('link', { name: /^退款仲裁 [1-9]\d*$/ })).toBeVisible();
  await desk.getByRole('link', { name: /^退款仲裁/ }).click();
  await desk.waitForURL((u) => u.pathname === '/ops/refunds');
  const item = desk.getByRole('list', { name: '待裁决售后单' }).getByRole('listitem').filter({ hasText: sheet.afterSaleNo });
  await item.getByRole('link').click();
  await desk.waitForURL((u) => u.pathname === '/ops/refunds/detail');
  await expect(desk.getByText('服务还没开始就取消了')).toBeVisible();
  await expect(desk.getByRole('list', { name: '协商历史' })).toContainText('已办理核名，扣除已发生的费用');
  const ruling = desk.getByRole('form', { name: '平台裁决' });
  await ruling.getByLabel('部分退款').check();
  await ruling.getByLabel('退款金额（元）').fill('2');
  await ruling.getByLabel('裁决理由（客户与规划师都会看到）').fill('核名费用由平台承担一部分');
  await ruling.getByRole('button', { name: '提交裁决' }).click();
  await expect(ruling.getByRole('alert')).toContainText('部分退款须少于客户申请的 ¥2.00');
  await ruling.getByLabel('退款金额（元）').fill('1.2');
  await shot(desk, 'ops/ruling');
  await ruling.getByRole('button', { name: '提交裁决' }).click();
  await expectToast(desk, '裁决已生效');
  await desk.waitForURL((u) => u.pathname === '/ops/refunds');
  await expect(desk.getByRole('list', { name: '待裁决售后单' }).getByText(sheet.afterSaleNo)).toHaveCount(0);

  // The customer hears it without reloading; the order shows what came back.
  await expect(trade).toContainText('平台已裁决：退款 ¥1.20');
  await page.goto(`/order/detail?cusOrderId=${o.cusOrderId}`);
  await expect(page.getByText('已退金额')).toBeVisible();
  await expect(page.getByRole('list', { name: '退款记录' })).toContainText('1.20 元');
  // The planner too.
  const told = await call<{ records: { kind: string; title: string }[] }>(request, planner, 'GET', '/notice/v1/list', { category: 'trade', limit: 50 });
  expect(told.records.filter((n) => n.kind === 'aftersale.decided').length).toBeGreaterThan(0);

  // The audit log has it: who, what, before and after.
  await desk.getByRole('link', { name: '审计日志' }).click();
  await desk.getByLabel('搜索审计日志').fill('核名费用由平台承担');
  await desk.getByRole('button', { name: '搜索' }).click();
  const row = desk.getByRole('table', { name: '审计日志' }).getByRole('row').filter({ hasText: 'aftersale.approve' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('值班运营');
  await expect(row).toContainText('方案金额：¥0.50 → ¥1.20');
  await shot(desk, 'ops/audit');
  await deskContext.close();
});

test('a held 必懂 post is approved at the desk and its author hears it live', async ({ page, request, context, baseURL, browser }) => {
  test.setTimeout(180_000);
  const { session: author, phone } = await registerCustomer(request, readSmsCode);
  const title = `公司注销要多久${Date.now().toString(36)}？`;
  const posted = await call<{ id: string; status: number }>(request, author, 'POST', '/known/v1/add', { type: 1, title, content: '<p>有懂的加我微信 abc12345 细聊</p>', topicIds: 'kt_01_01' });
  expect(posted.status).toBe(0);

  await useSession(context, baseURL!, author, phone);
  await page.goto('/msg');
  await page.waitForURL((u) => u.pathname === '/im/index');
  await expect(page.locator('[data-stream="live"]')).toBeAttached();
  const system = page.getByRole('list', { name: '通知' }).getByRole('link', { name: /^系统通知/ });
  await expect(system).toContainText('内容审核中');

  const { desk, context: deskContext } = await deskPage(browser, baseURL!);
  await desk.getByRole('link', { name: /^必懂内容审核/ }).click();
  await desk.waitForURL((u) => u.pathname === '/ops/known');
  // On a phone the desk is one column: nothing wider than the screen.
  await desk.setViewportSize({ width: 390, height: 844 });
  const post = desk.getByRole('list', { name: '待审核内容' }).getByRole('listitem').filter({ hasText: title });
  await expect(post).toBeVisible();
  expect(await desk.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expect(post.getByRole('list', { name: '命中' })).toContainText('微信号');
  await expect(post).toContainText('内容包含联系方式，需人工审核');
  await shot(desk, 'ops/known');
  await post.getByRole('button', { name: '通过', exact: true }).click();
  await expectToast(desk, '已处理');
  await expect(desk.getByText(title)).toHaveCount(0);

  // Live, without a reload.
  await expect(system).toContainText('内容审核通过');
  await system.click();
  await page.waitForURL((u) => u.pathname === '/msg/notices');
  await page.getByRole('button', { name: /内容审核通过/ }).first().click();
  await page.waitForURL((u) => u.pathname === '/known/detail/question' && u.searchParams.get('id') === posted.id);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await deskContext.close();
});
